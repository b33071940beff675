ALTER TABLE "shipments" ADD COLUMN "crosses_customs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit does not model functions and triggers): the flag follows the
-- shipment's countries and the countries' customs zones, whoever writes them.
-- The rule of domain crossesCustomsZones: different countries, and a zone unknown, NeedInvoice
-- or different.
CREATE FUNCTION "shipment_crosses_customs"(sender_code varchar, recipient_code varchar) RETURNS boolean
LANGUAGE sql STABLE AS $$
  select sender_code <> recipient_code and (
    sender_zone is null or recipient_zone is null
    or sender_zone = 'NeedInvoice' or recipient_zone = 'NeedInvoice'
    or sender_zone <> recipient_zone)
  from (select
    (select customs_zone from countries where code = sender_code) as sender_zone,
    (select customs_zone from countries where code = recipient_code) as recipient_zone) as zones
$$;--> statement-breakpoint
CREATE FUNCTION "shipments_set_crosses_customs"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.crosses_customs := shipment_crosses_customs(NEW.sender_country_code, NEW.recipient_country_code);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "shipments_crosses_customs_trg" BEFORE INSERT OR UPDATE OF sender_country_code, recipient_country_code
ON "shipments" FOR EACH ROW EXECUTE FUNCTION shipments_set_crosses_customs();--> statement-breakpoint
-- A country's zone changes rarely (an administrator's edit): its international shipments are
-- looked at again, and only those whose answer changed are written.
CREATE FUNCTION "countries_refresh_crosses_customs"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  codes varchar[] := array_remove(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.code END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.code END], NULL);
BEGIN
  UPDATE shipments SET crosses_customs = NOT crosses_customs
  WHERE sender_country_code <> recipient_country_code
    AND (sender_country_code = ANY (codes) OR recipient_country_code = ANY (codes))
    AND crosses_customs <> shipment_crosses_customs(sender_country_code, recipient_country_code);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "countries_crosses_customs_upd_trg" AFTER UPDATE OF code, customs_zone ON "countries"
FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code OR OLD.customs_zone IS DISTINCT FROM NEW.customs_zone)
EXECUTE FUNCTION countries_refresh_crosses_customs();--> statement-breakpoint
CREATE TRIGGER "countries_crosses_customs_ins_del_trg" AFTER INSERT OR DELETE ON "countries"
FOR EACH ROW EXECUTE FUNCTION countries_refresh_crosses_customs();--> statement-breakpoint
-- The shipments already stored: only international ones can cross, so only they are written.
UPDATE "shipments" SET "crosses_customs" = true
WHERE "sender_country_code" <> "recipient_country_code"
  AND shipment_crosses_customs("sender_country_code", "recipient_country_code");--> statement-breakpoint
CREATE INDEX "shipments_customs_queue_idx" ON "shipments" USING btree ("date_time" DESC NULLS LAST,"id") WHERE "shipments"."crosses_customs" and "shipments"."status" <> 'Deleted' and "shipments"."deleted_at" is null;