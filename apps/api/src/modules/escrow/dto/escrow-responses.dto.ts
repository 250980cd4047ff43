import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

/** The OpenAPI schema of a started checkout. */
@ApiSchema({ name: 'EscrowCheckout' })
export class EscrowCheckoutSchema {
  @ApiProperty({ description: "Escrow.com's page to send the buyer to" })
  escrowLandingPageUrl!: string;
}

/**
 * The OpenAPI schema of Escrow.com's notification, as Escrow.com posts it. Only
 * `transaction_id` is read; other fields are accepted and ignored.
 */
@ApiSchema({ name: 'EscrowNotification' })
export class EscrowNotificationSchema {
  @ApiProperty({
    oneOf: [
      { type: 'integer', minimum: 1 },
      { type: 'string', pattern: '^[0-9]{1,20}$' },
    ],
    example: 3800255,
    description: "Escrow.com's transaction id",
  })
  transaction_id!: number | string;

  @ApiPropertyOptional({ example: 'complete', description: 'What happened (not trusted)' })
  event?: string;

  @ApiPropertyOptional({ example: 'transaction' })
  event_type?: string;

  @ApiPropertyOptional({ description: 'The reference the checkout gave the transaction' })
  reference?: string;
}
