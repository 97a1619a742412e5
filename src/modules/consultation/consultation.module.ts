import { Module } from '@nestjs/common';

/** Questionnaires, submissions, clinical flags, consultation and progress photos. Filled in by its own issue; the room is made now so boundaries hold from the start. */
@Module({})
export class ConsultationModule {}
