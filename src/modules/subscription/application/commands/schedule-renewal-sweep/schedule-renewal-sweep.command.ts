import { Command } from '@nestjs/cqrs';

/**
 * Puts the renewal sweep on its timetable (every RENEWAL_SWEEP_MINUTES). Every worker sends it
 * at start; they all upsert the same scheduler, so however many run there is one schedule.
 */
export class ScheduleRenewalSweepCommand extends Command<void> {}
