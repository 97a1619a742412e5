import { Migration } from '@mikro-orm/migrations';

/**
 * Which /meet-the-team entry (the catalogue's editorial bio and photo) is this prescriber's (issue 21 point 7):
 * the page takes the name and registration from the profile, so it cannot disagree with the prescriptions.
 */
export class Migration20261125050000_PrescriberTeamPage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "prescriber_profile" add column "team_page_slug" varchar(60) null;`);
    this.addSql(`alter table "prescriber_profile" add constraint "prescriber_profile_team_page_slug_unique" unique ("team_page_slug");`);
    // The demo prescriber (seeded outside production) is the founder on the team page.
    this.addSql(`update "prescriber_profile" set "team_page_slug" = 'amelia-hart' where "full_name" = 'Dr Amelia Hart' and "registration_number" = '7000001';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "prescriber_profile" drop column "team_page_slug";`);
  }
}
