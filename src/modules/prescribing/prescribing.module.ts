import { Module } from '@nestjs/common';

/** Clinical review (approve/decline), prescriptions, the POM register and its export. Filled in by its own issue; the room is made now so boundaries hold from the start. */
@Module({})
export class PrescribingModule {}
