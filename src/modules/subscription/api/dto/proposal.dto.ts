import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';

export class PreviewTreatmentView {
  @ApiProperty() title: string;
  @ApiProperty() image_url: string;
}

export class PreviewSupplyView {
  @ApiProperty() code: string;
  @ApiProperty({ description: 'In pounds, e.g. 24.2' }) price: number;
  @ApiProperty({ description: 'The same price in pence' }) price_pence: number;
  @ApiProperty({ type: String, nullable: true, description: "'month', or null when sold once" }) interval: string | null;
  @ApiProperty({ type: Number, nullable: true }) interval_duration: number | null;
}

export class PreviewItemView {
  @ApiProperty() planId: number;
  @ApiProperty({ type: PreviewTreatmentView }) treatment: PreviewTreatmentView;
  @ApiProperty({ type: [PreviewSupplyView] }) items: PreviewSupplyView[];
}

export class ProposalResponse {
  @ApiProperty() subscriptionId: number;
  @ApiProperty() planId: number;
  @ApiProperty({ type: PreviewItemView }) preview: PreviewItemView;
  @ApiProperty({ type: [PreviewItemView] }) options: PreviewItemView[];
}

export class ChoosePlanRequest {
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: 'Please choose one of the plans offered.' })
  @Min(1, { message: 'Please choose one of the plans offered.' })
  plan_id: number;
}
