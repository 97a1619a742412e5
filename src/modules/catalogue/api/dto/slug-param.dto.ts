import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

export class SlugParam {
  @ApiProperty({ example: 'acne' })
  @Matches(/^[a-z0-9-]{1,80}$/, { message: 'slug may hold only a-z, 0-9 and -, at most 80 characters' })
  slug: string;
}
