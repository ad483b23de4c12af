-- The change record's wake-up notice, sent by a rule rather than a trigger: the rule adds the NOTIFY to each statement
-- that appends entries when it is planned, which costs an add less than calling a trigger function. Still one notice
-- per writing statement, delivered at commit.
drop trigger changes_appended on changes;
drop function notify_changes();
create rule changes_appended as on insert to changes do also notify changes;
