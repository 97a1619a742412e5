import { Command } from '@nestjs/cqrs';

/**
 * Brings the GP practice directory up to the shipped file (added or changed practices; none
 * removed, answers may name them) when the file changed since its last load. Answers how many
 * practices it loaded: 0 when the file was already loaded.
 */
export class SeedPracticeDirectoryCommand extends Command<{ practices: number }> {}
