import { Migration } from '@mikro-orm/migrations';

/**
 * Safeguarded medicines (docs/patient-safety.md 'Safeguarded medicines', ADR 0022).
 * - Catalogue: `treatment_item.safeguards`, the categories a medicine falls into (antimicrobial,
 *   needs monitoring, misuse or overdose risk, needs examination, contraindicated in pregnancy or
 *   breastfeeding); the check refuses any other word. The reference catalogue's medicines are
 *   classified here by their product codes, as the seed classifies a new database.
 * - Safeguards: `independent_verification`, what a prescriber did to check the questionnaire's
 *   answers before prescribing a safeguarded medicine (a two-way consultation, the clinical record
 *   seen, or the GP's reply), one row each; `relied_on_at` is set once, by the approval that relied on it.
 */
export class Migration20261207150000_MedicineSafeguards extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "treatment_item" add column "safeguards" text[] not null default '{}',
      add constraint "treatment_item_safeguards_check" check ("safeguards" <@ array['antimicrobial', 'needs_monitoring', 'misuse_or_overdose_risk', 'needs_examination', 'contraindicated_in_pregnancy_or_breastfeeding']::text[]);`);
    this.addSql(`update "treatment_item" set "safeguards" = '{antimicrobial,contraindicated_in_pregnancy_or_breastfeeding}' where "code" in ('810C', '811C', '850C');`);
    this.addSql(`update "treatment_item" set "safeguards" = '{contraindicated_in_pregnancy_or_breastfeeding}' where "code" in ('820C', '830C', '831C', '840C', '841C');`);
    this.addSql(`update "treatment_item" set "safeguards" = '{antimicrobial}' where "code" = '890C';`);
    this.addSql(`update "treatment_item" set "safeguards" = '{needs_monitoring,contraindicated_in_pregnancy_or_breastfeeding}' where "code" in ('860C', '870T');`);

    this.addSql(`create table "independent_verification" (
      "id" serial primary key,
      "subscription_id" int not null,
      "patient_user_id" int not null,
      "prescriber_user_id" int not null,
      "kind" varchar(30) not null,
      "method" varchar(30) not null,
      "took_place_at" timestamptz not null,
      "summary" text not null,
      "gp_ods_code" varchar(10) null,
      "gp_letter_id" int null,
      "gp_responder" varchar(200) null,
      "recorded_at" timestamptz not null,
      "relied_on_at" timestamptz null,
      constraint "independent_verification_kind_check" check ("kind" in ('two_way_consultation', 'clinical_record', 'gp_confirmed')),
      constraint "independent_verification_method_check" check (
        ("kind" = 'two_way_consultation' and "method" in ('video', 'phone', 'chat'))
        or ("kind" = 'clinical_record' and "method" in ('summary_care_record', 'gp_record'))
        or ("kind" = 'gp_confirmed' and "method" in ('letter_reply', 'phone', 'email') and "gp_ods_code" is not null and "gp_responder" is not null)));`);
    this.addSql(`create index "independent_verification_subscription_id_index" on "independent_verification" ("subscription_id");`);
    this.addSql(`create index "independent_verification_patient_user_id_index" on "independent_verification" ("patient_user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "independent_verification";`);
    this.addSql(`alter table "treatment_item" drop column "safeguards";`);
  }
}
