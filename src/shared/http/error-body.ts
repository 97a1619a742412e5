import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The one shape of every failed response, whatever failed. */
export class ErrorBody {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ description: 'Stable machine-readable code', example: 'REQUEST.INVALID' })
  error: string;

  @ApiProperty({ description: 'A message fit to show to the user', example: 'email must be a valid email address' })
  message: string;

  @ApiPropertyOptional({
    description: 'Messages per input field, for validation failures',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { email: ['email must be a valid email address'] },
  })
  fields?: Record<string, string[]>;

  @ApiPropertyOptional({ description: 'Quote this when reporting a problem' })
  requestId?: string;
}
