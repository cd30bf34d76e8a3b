-- Quotas count what an upload keeps on disk, measured: the bytes confirm's extraction actually wrote for its build
-- (NULL until a build is kept). Builds checked before this column existed were extracted to exactly their report's
-- total (extraction refuses any entry whose bytes differ from its header), so that total is their measured size.
ALTER TABLE uploads ADD COLUMN extracted_bytes bigint CHECK (extracted_bytes >= 0);
UPDATE uploads SET extracted_bytes = (report->>'total_uncompressed_size')::bigint
 WHERE status IN ('confirmed', 'pending_review') AND report IS NOT NULL;
