import { Command } from '@nestjs/cqrs';

/** Brings the GP practice directory up to the shipped file (added or changed practices; none removed, answers may name them). */
export class SeedPracticeDirectoryCommand extends Command<{ practices: number }> {}
