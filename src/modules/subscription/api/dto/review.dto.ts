import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt } from 'class-validator';

export class ReviewDecisionRequest {
  @ApiProperty({ description: 'The subscription' })
  @Type(() => Number)
  @IsInt({ message: 'The subscription id must be a whole number.' })
  id: number;

  @ApiProperty({ enum: [0, 1], description: '1 approves, 0 declines (and refunds the first payment in full)' })
  @Type(() => Number)
  @IsIn([0, 1], { message: 'approve must be 1 (approve) or 0 (decline).' })
  approve: 0 | 1;
}

export class ReviewDecisionResponse {
  @ApiProperty({ example: 'active' }) status: string;
}
