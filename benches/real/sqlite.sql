-- A heavier SQLite workload for `cargo bench --bench real`.
CREATE TABLE t(id INTEGER PRIMARY KEY, a INTEGER, b REAL, c TEXT);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200000)
INSERT INTO t(a, b, c) SELECT i * 7919 % 100003, i / 3.0, printf('row%08d', i * 31 % 200000) FROM n;
CREATE INDEX t_a ON t(a);
CREATE INDEX t_c ON t(c);
SELECT count(*), sum(a), round(avg(b), 3) FROM t;
SELECT a % 100 AS k, count(*), round(sum(b), 2) FROM t GROUP BY k ORDER BY k LIMIT 5;
SELECT count(*) FROM t x JOIN t y ON x.a = y.a + 1 WHERE x.id < 50000;
SELECT c FROM t ORDER BY c DESC LIMIT 3;
SELECT sum(length(printf('%.6f %e', b, b * 1e10))) FROM t WHERE id % 3 = 0;
UPDATE t SET b = b * 1.5 WHERE a % 7 = 0;
DELETE FROM t WHERE a % 11 = 0;
SELECT count(*), round(max(b), 3) FROM t;
