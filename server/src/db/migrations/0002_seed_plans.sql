-- The plan catalog (§1): Free, Starter and Plus. Amounts are in minor units of their currency
-- (EUR cents for card payments, XAF francs for mobile money, which has no minor unit).
-- An operator's catalog file (PLANS_CATALOG) overrides these rows at start-up.
INSERT INTO "plans" ("key", "name", "messages_per_day", "prices", "sort") VALUES
  ('free', 'Free', 10, '[]', 0),
  ('starter', 'Starter', 100, '[
    {"duration":"week","amount":299,"currency":"EUR"},{"duration":"month","amount":799,"currency":"EUR"},{"duration":"year","amount":7999,"currency":"EUR"},
    {"duration":"week","amount":2000,"currency":"XAF"},{"duration":"month","amount":5000,"currency":"XAF"},{"duration":"year","amount":50000,"currency":"XAF"}
  ]', 1),
  ('plus', 'Plus', NULL, '[
    {"duration":"week","amount":499,"currency":"EUR"},{"duration":"month","amount":1499,"currency":"EUR"},{"duration":"year","amount":14999,"currency":"EUR"},
    {"duration":"week","amount":3000,"currency":"XAF"},{"duration":"month","amount":9500,"currency":"XAF"},{"duration":"year","amount":95000,"currency":"XAF"}
  ]', 2)
ON CONFLICT ("key") DO NOTHING;
