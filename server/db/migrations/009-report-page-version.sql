-- BA030 reports from a published (runtime) page carry its version (docs/operators.md): the console
-- groups block reports by route and version. NULL: a bundled page, or an app without the field.
ALTER TABLE client_reports ADD COLUMN page_version integer;
