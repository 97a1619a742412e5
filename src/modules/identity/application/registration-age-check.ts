import { Injectable } from '@nestjs/common';
import { ukCalendarDate } from '../../../shared/domain/calendar-date';
import { Clock } from '../../../shared/domain/clock';
import type { ConsultationType } from '../../../shared/domain/consultation-types';
import { RegistrationAgeError } from '../domain/identity.errors';
import { registrationAgeProblem } from '../domain/registration-age';

/** Refuses a birth date too young (or, for some consultations, too old) on today's UK date. */
@Injectable()
export class RegistrationAgeCheck {
  constructor(private readonly clock: Clock) {}

  assertAllowed(birthDate: string, consultation: ConsultationType): void {
    const problem = registrationAgeProblem(birthDate, consultation, ukCalendarDate(this.clock.now()));
    if (problem) throw new RegistrationAgeError(problem);
  }
}
