//! Calling-convention classifiers: SysV x86-64, Win64 and Kiln fastcc (later issue).
