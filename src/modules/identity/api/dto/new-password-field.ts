import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, ValidateBy, type ValidationArguments } from 'class-validator';
import { PASSWORD_MESSAGES, PASSWORD_RULES, passwordProblem } from '../../domain/password-policy';

/** The person's own details on the same request: a password built on them is easy to guess. */
const personalWords = ({ object }: ValidationArguments) => {
  const { email, first_name, last_name } = object as Record<string, unknown>;
  return [email, first_name, last_name].filter((word): word is string => typeof word === 'string');
};

/** A password being chosen: one message at a time, the spec's for the length rule (docs/security.md). */
export const NewPasswordField = () =>
  applyDecorators(
    ApiProperty({ minLength: PASSWORD_RULES.minLength, maxLength: PASSWORD_RULES.maxLength }),
    IsString({ message: PASSWORD_MESSAGES.tooShort }),
    ValidateBy(
      {
        name: 'isAcceptablePassword',
        // A non-string is IsString's to report.
        validator: { validate: (value: unknown, args) => typeof value !== 'string' || !passwordProblem(value, personalWords(args!)) },
      },
      { message: (args) => passwordProblem(args.value as string, personalWords(args)) ?? '' },
    ),
  );
