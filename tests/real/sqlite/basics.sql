-- Tables, indexes, joins, aggregates, WAL, transactions, floating-point formatting, printf.
PRAGMA journal_mode=WAL;
CREATE TABLE dept(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE emp(id INTEGER PRIMARY KEY, name TEXT, dept INTEGER REFERENCES dept(id), salary REAL, hired TEXT);
CREATE INDEX emp_dept ON emp(dept, salary DESC);
INSERT INTO dept(name) VALUES ('eng'), ('ops'), ('sales');
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
INSERT INTO emp(name, dept, salary, hired)
  SELECT 'e' || i, 1 + i % 3, 1000.0 + (i * 37 % 101) * 12.5 + i / 7.0, date('2020-01-01', '+' || (i * 3) || ' days') FROM n;
BEGIN;
UPDATE emp SET salary = salary * 1.05 WHERE dept = 2;
DELETE FROM emp WHERE id % 17 = 0;
COMMIT;
SELECT d.name, count(*), round(avg(e.salary), 4), min(e.hired), max(e.hired)
  FROM emp e JOIN dept d ON d.id = e.dept GROUP BY d.name ORDER BY d.name;
SELECT name, salary FROM emp WHERE dept = 3 ORDER BY salary DESC, id LIMIT 5;
SELECT count(*) FROM emp e1 JOIN emp e2 ON e1.dept = e2.dept AND e1.salary < e2.salary WHERE e1.id < 20;
EXPLAIN QUERY PLAN SELECT * FROM emp WHERE dept = 2 AND salary > 1500;
SELECT printf('%.20Lg', 1.0/3), printf('%!.20g|%.15g|%e|%10.3f|%x|%q', 1.0/3, 0.1 + 0.2, 6.02214076e23, -2.5, 255, 'it''s');
SELECT printf('%!.25f|%!.18e|%.3g', 2.0/7, 1e-300/3, 123456789.0);
SELECT 1e308 * 10, -1e308 * 10, 1.0 / 0, 0.0 / 0, 5 / 2, 5 / 2.0, 5 % 3, -7 % 3, 2.5e-320 * 1;
SELECT CAST('12.5e3' AS REAL), CAST(1e19 AS INTEGER), CAST('0x1F' AS INTEGER), 9223372036854775807 + 1;
SELECT round(2.5), round(-2.5), round(1.23456789, 5), abs(-9223372036854775807), 1.0 * 9007199254740993;
SELECT sqrt(2);
SELECT total(salary), sum(salary) > 0, group_concat(name, ',') FROM (SELECT * FROM emp ORDER BY id LIMIT 4);
SELECT json_object('a', 1, 'b', json_array(1.5, 'x', NULL)), json_extract('{"k":[1,{"z":2.25}]}', '$.k[1].z');
CREATE VIRTUAL TABLE docs USING fts5(body);
INSERT INTO docs VALUES ('the quick brown fox'), ('jumps over the lazy dog'), ('quick quick slow');
SELECT rowid, body FROM docs WHERE docs MATCH 'quick' ORDER BY rank;
SELECT name FROM emp WHERE name GLOB 'e1?' ORDER BY name;
SELECT upper('straße'), length('häll€'), substr('abcdef', -3, 2), replace('aaa', 'a', 'bb'), hex('Kiln');
SELECT no_such_function(1);
SELECT datetime(1700000000, 'unixepoch'), julianday('2024-02-29'), strftime('%Y-%j', '2024-12-31');
PRAGMA integrity_check;
