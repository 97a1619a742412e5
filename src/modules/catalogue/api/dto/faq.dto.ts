import { ApiProperty } from '@nestjs/swagger';

export class FaqResponse {
  @ApiProperty() q: string;
  @ApiProperty({ description: 'Sanitised HTML' }) a: string;
}

export class FaqGroupResponse {
  @ApiProperty() title: string;
  @ApiProperty({ type: [FaqResponse] }) faqs: FaqResponse[];
}

export class FaqGroupsResponse {
  @ApiProperty({ type: [FaqGroupResponse] }) groups: FaqGroupResponse[];
}
