-- What kind of problem a report about a game describes (the game feedback box's choice), for staff to triage.
ALTER TABLE feedback ADD COLUMN problem text CHECK (problem IN ('not_loading', 'crash', 'controls', 'display', 'sound', 'other'));
