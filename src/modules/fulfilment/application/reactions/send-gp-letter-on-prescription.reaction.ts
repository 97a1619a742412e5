import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { GetGpSharingQuery, SendGpLetterCommand } from '../../../general-practice';
import { PrescriptionIssued } from '../../../prescribing';
import { renderDocument } from '../../infrastructure/pdf/render-document';
import { DocumentFactsGatherer } from '../document-facts.gatherer';

/**
 * A prescription was issued to a patient who consented to tell their GP: the GP letter is
 * written from the records, as the staff button prints it, and handed to the general-practice
 * context, which sends it to the practice and records the send. After commit, on the worker:
 * a mail server that is down delays the letter, never the approval.
 */
@Injectable()
@ReactsTo(PrescriptionIssued, 'after-commit')
export class SendGpLetterOnPrescription implements DomainEventReaction<PrescriptionIssued> {
  constructor(
    private readonly facts: DocumentFactsGatherer,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  async react(event: PrescriptionIssued): Promise<void> {
    // A new prescription after a re-consultation has no paid supply to print from; the first approval's letter told the GP.
    if (!event.firstSupply) return;
    const sharing = await this.queries.execute(new GetGpSharingQuery(event.subscriptionId));
    if (sharing.status !== 'consented') return;
    const facts = await this.facts.gather(event.subscriptionItemId, 'gp-letter');
    const content = await renderDocument('gp-letter', facts, this.config.business.pharmacy);
    await this.commands.execute(
      new SendGpLetterCommand({
        subscriptionId: event.subscriptionId,
        prescriptionId: event.prescriptionId,
        patientName: event.patientName,
        letter: { filename: `gp-letter-${event.subscriptionId}-${event.subscriptionItemId}.pdf`, content },
      }),
    );
  }
}
