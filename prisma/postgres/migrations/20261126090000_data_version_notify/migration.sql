-- Every process serving the site learns of a new data version at once: a write to DataVersion
-- notifies the channel `data_version` with the new version (the processes also poll it).
CREATE FUNCTION "notify_data_version"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('data_version', NEW."version"::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "DataVersion_notify" AFTER INSERT OR UPDATE OF "version" ON "DataVersion"
  FOR EACH ROW EXECUTE FUNCTION "notify_data_version"();
