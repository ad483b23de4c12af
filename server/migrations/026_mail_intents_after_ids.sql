-- An intent's `after` holds the ids of the meetings after its change (server/src/mail/mail-intents.ts): the sender
-- reads them and who sees them after the commit, so that the change's transaction need not. Intents written before
-- hold those meetings' snapshots, and keep their ids.
update mail_intents
   set after = (select coalesce(jsonb_agg(snapshot -> 'meeting' -> 'id' order by position), '[]'::jsonb)
                  from jsonb_array_elements(after) with ordinality as stored (snapshot, position))
 where jsonb_typeof(after -> 0) = 'object';
