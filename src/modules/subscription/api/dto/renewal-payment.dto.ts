import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt } from 'class-validator';

/** A renewal payment the bank wants the customer to confirm (the page linked from the email). */
export class RenewalPaymentResponse {
  @ApiProperty() payment_id: number;
  @ApiProperty() subscription_id: number;
  @ApiProperty({ example: 'Acne cream' }) treatment: string;
  @ApiProperty({ example: 2420 }) amount_pence: number;
  @ApiProperty({ example: '2026-03-05', description: 'The due date this payment renews' }) due_on: string;
  @ApiProperty({ enum: ['requires_action', 'succeeded', 'failed', 'refunded'] }) status: string;
  @ApiProperty({ type: String, nullable: true, description: 'For the bank check in the browser, while it is needed' }) client_secret: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The card the bank check is for (pm_...), while it is needed' }) payment_method_id: string | null;
  @ApiProperty({ enum: ['stripe', 'sandbox'] }) provider: string;
  @ApiProperty() publishable_key: string;
}

export class ConfirmRenewalPaymentRequest {
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: 'The payment must be a whole number.' })
  payment: number;
}

export class RenewalPaymentStatusResponse {
  @ApiProperty({ example: 'active', description: "The subscription's status afterwards" }) status: string;
}
