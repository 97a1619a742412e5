import { ApiProperty } from '@nestjs/swagger';

export class ProgressPhotoItem {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Authorised link, /storage/progress/...; served to the owner and admins only', example: '/storage/progress/3f1c2b7e-....jpg' })
  url: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date', description: 'The UK calendar day it was added (yyyy-MM-dd)' }) day: string;
}

export class ProgressPhotosResponse {
  @ApiProperty({ type: [ProgressPhotoItem], description: 'Newest first' }) photos: ProgressPhotoItem[];
}
