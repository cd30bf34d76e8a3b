-- Analytics events sent by the portal's tracker (POST /analytics/events). Append-only; ids only, no personal data:
-- device_id is the browser's random id, user_id the account id when logged in, nothing about the address or agent.
CREATE TABLE analytics_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  device_id text NOT NULL,
  user_id text,
  session_id text NOT NULL,
  path text NOT NULL,
  locale text NOT NULL,
  platform text NOT NULL,
  country text,
  source jsonb,
  props jsonb NOT NULL DEFAULT '{}'::jsonb,
  client_ts timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Reports count one event over a time range ("visits this week", "leave durations today").
CREATE INDEX analytics_events_name_received ON analytics_events (name, received_at);
