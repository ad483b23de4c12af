-- The language a user's mail is written in: the one they chose (null until they do), else the one their browser asked
-- for when they last signed in (null before), else English. No check of the codes: adding a language adds no
-- migration, and the server reads a code it does not know as none.
alter table users add column language text, add column browser_language text;
