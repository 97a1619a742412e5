import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AppConfig } from '../../config/app-config';
import { GpMailer } from './application/gp-mailer';
import { SaveGpDetailsHandler } from './application/commands/save-gp-details/save-gp-details.handler';
import { SeedPracticeDirectoryHandler } from './application/commands/seed-practice-directory/seed-practice-directory.handler';
import { SendGpLetterHandler } from './application/commands/send-gp-letter/send-gp-letter.handler';
import { PurgeGpRecordsHandler } from './application/commands/purge-gp-records/purge-gp-records.handler';
import { ExportGpDataHandler } from './application/queries/export-gp-data/export-gp-data.handler';
import { GetGpPanelHandler } from './application/queries/get-gp-panel/get-gp-panel.handler';
import { GetGpSharingHandler } from './application/queries/get-gp-sharing/get-gp-sharing.handler';
import { ListGpLettersHandler } from './application/queries/list-gp-letters/list-gp-letters.handler';
import { ListGpAnswersHandler } from './application/queries/list-gp-answers/list-gp-answers.handler';
import { SearchPracticesHandler } from './application/queries/search-practices/search-practices.handler';
import { RequireGpJustification } from './application/reactions/require-gp-justification.reaction';
import { GENERAL_PRACTICE_ENTITIES } from './general-practice.entities';
import { LocalMailboxGpMailer, SmtpGpMailer } from './infrastructure/gp-mailer.adapters';

/** The patient's GP: the practice directory, the GP step and consent, prescribers' justifications, GP letters sent (issue 19). */
@Module({
  imports: [MikroOrmModule.forFeature(GENERAL_PRACTICE_ENTITIES)],
  providers: [
    {
      provide: GpMailer,
      inject: [AppConfig, CommandBus],
      useFactory: (config: AppConfig, commands: CommandBus) => {
        const smtpUrl = config.get('SMTP_URL');
        return smtpUrl ? new SmtpGpMailer(smtpUrl, config.get('MAIL_FROM')) : new LocalMailboxGpMailer(commands, config.get('MAIL_FROM'));
      },
    },
    SeedPracticeDirectoryHandler,
    SaveGpDetailsHandler,
    SendGpLetterHandler,
    SearchPracticesHandler,
    GetGpSharingHandler,
    ListGpAnswersHandler,
    ListGpLettersHandler,
    GetGpPanelHandler,
    ExportGpDataHandler,
    PurgeGpRecordsHandler,
    RequireGpJustification,
  ],
})
export class GeneralPracticeModule {}
