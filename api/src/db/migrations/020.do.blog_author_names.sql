-- An author's name as readers of each language see it ("Playnook team" → "فريق Playnook"), keyed by the name stored
-- on the post, so every post by that author, an editor's included, reads the same; names without a row stay as
-- written.
CREATE TABLE blog_author_i18n (
  author text NOT NULL,
  language text NOT NULL,
  name text NOT NULL CHECK (btrim(name) <> ''),
  PRIMARY KEY (author, language)
);
