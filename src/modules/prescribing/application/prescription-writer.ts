import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { readAll } from '../../../shared/database/read-all';
import { ukCalendarDate } from '../../../shared/domain/calendar-date';
import { Clock } from '../../../shared/domain/clock';
import { DomainEvents } from '../../../shared/events/domain-events';
import { GetSupplyDetailsQuery } from '../../catalogue';
import { GetBillingAddressQuery, GetPatientDetailsQuery } from '../../identity';
import type { SubscriptionForReview } from '../../subscription';
import { PrescriptionIssued } from '../domain/prescribing.events';
import { MissingPrescriptionDetailsError, SuppliesBeyondExpiryError } from '../domain/prescribing.errors';
import { prescriptionContents } from '../domain/prescription-contents';
import { prescriptionExpiresOn } from '../domain/prescription-validity';
import { DEFAULT_MIN_INTERVAL_DAYS, DEFAULT_SUPPLIES_AUTHORISED, suppliesPerMedicine, suppliesThatFit } from '../domain/supply-authority';
import type { PrescriberProfile } from '../infrastructure/prescriber-profile.entity';
import { Prescription } from '../infrastructure/prescription.entity';
import { PrescriptionLine } from '../infrastructure/prescription-line.entity';
import { PrescriptionSigner } from '../infrastructure/prescription-signer';
import type { SupplyTerms } from './commands/review-subscription/review-subscription.command';
import { SupplyCounter } from './supply-counter';

/**
 * Writes a prescription for a subscription's plan: every legal particular copied now, a line per
 * medicine with its supplies and interval, signed with the prescriber's key (reg 219), and
 * announced (`PrescriptionIssued`) so subscription and fulfilment follow in the same transaction.
 * A first approval, a new prescription after a re-consultation and one for a change of medicine
 * are all written here.
 */
@Injectable()
export class PrescriptionWriter {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly signer: PrescriptionSigner,
    private readonly supplies: SupplyCounter,
  ) {}

  async write(subscription: SubscriptionForReview, prescriber: PrescriberProfile, terms: SupplyTerms, { firstSupplyPaid }: { firstSupplyPaid: boolean }): Promise<Prescription> {
    const medicines = suppliesPerMedicine(
      subscription.plan.map(({ code, repeats }) => ({ itemCode: code, repeats })),
      terms.suppliesAuthorised ?? DEFAULT_SUPPLIES_AUTHORISED,
    );
    const planItemOf = (code: string) => subscription.plan.find((supply) => supply.code === code)!;
    const [patient, address, ...supplies] = await readAll(this.em, [
      () => this.queries.execute(new GetPatientDetailsQuery(subscription.userId)),
      () => this.queries.execute(new GetBillingAddressQuery(subscription.userId)),
      ...medicines.map(({ itemCode }) => () => this.queries.execute(new GetSupplyDetailsQuery(planItemOf(itemCode).catalogueItemId))),
    ]);
    if (!patient || !patient.firstName) throw new MissingPrescriptionDetailsError('name');
    if (!address) throw new MissingPrescriptionDetailsError('address');
    if (supplies.some((supply) => !supply)) throw new MissingPrescriptionDetailsError('medicine details');

    const prescribedOn = ukCalendarDate(this.clock.now());
    const expiresOn = prescriptionExpiresOn(prescribedOn);
    const minIntervalDays = terms.minIntervalDays ?? DEFAULT_MIN_INTERVAL_DAYS;
    const fitting = suppliesThatFit(prescribedOn, expiresOn, minIntervalDays);
    if ((terms.suppliesAuthorised ?? DEFAULT_SUPPLIES_AUTHORISED) > fitting) throw new SuppliesBeyondExpiryError(minIntervalDays, fitting);
    const lineContents = medicines.map(({ itemCode, supplies: count }, index) => ({
      lineNumber: index + 1,
      itemCode,
      ...prescriptionContents(planItemOf(itemCode).name, supplies[index]!),
      suppliesAuthorised: count,
      minIntervalDays,
      maxCourseDays: supplies[index]!.maxCourseDays,
    }));
    const [firstLine] = lineContents;
    // The prescription's own medicine fields are its first line, the one dispensed first.
    const contents = { medicineName: firstLine.medicineName, form: firstLine.form, strength: firstLine.strength, quantity: firstLine.quantity, directions: firstLine.directions };
    const prescription = Object.assign(new Prescription(), {
      subscriptionId: subscription.id,
      subscriptionItemId: subscription.plan[0].id,
      consultationId: subscription.consultationId ?? undefined,
      patientUserId: subscription.userId,
      patientName: `${patient.firstName} ${patient.lastName}`.trim(),
      patientBirthDate: patient.birthDate,
      patientAddress: [address.address1, address.address2, address.city, address.postcode].filter(Boolean).join('\n'),
      prescriberUserId: prescriber.userId,
      prescriberName: prescriber.fullName,
      prescriberProfessionalBody: prescriber.professionalBody,
      prescriberRegistrationNumber: prescriber.registrationNumber,
      prescriberAddress: prescriber.practiceAddress,
      prescribedOn,
      expiresOn,
      itemCode: firstLine.itemCode,
      ...contents,
    });
    this.em.persist(prescription);
    await this.em.flush();
    const lines = lineContents.map((line) => this.em.create(PrescriptionLine, { prescriptionId: prescription.id, ...line }));
    await this.em.flush();
    // Signed with the prescriber's own key once it has its number, in the same transaction (reg 219).
    await this.signer.sign(prescription, lines);
    // The supply paid at checkout is dispensed against a first prescription as supply 1. Otherwise
    // (a new one after a re-consultation or a change of medicine, one staff started) nothing is paid
    // yet: its renewal charges supply 1.
    const first = firstSupplyPaid ? await this.supplies.count(prescription.id, subscription.item.id, subscription.item.code, prescribedOn) : null;
    await this.events.publish(
      new PrescriptionIssued(
        prescription.id,
        subscription.id,
        subscription.item.id,
        subscription.userId,
        prescription.patientName,
        prescription.medicineName,
        prescription.quantity,
        prescription.prescribedOn,
        prescription.expiresOn,
        first && { supplyNumber: first.supplyNumber, suppliesAuthorised: first.suppliesAuthorised },
      ),
    );
    return prescription;
  }
}
