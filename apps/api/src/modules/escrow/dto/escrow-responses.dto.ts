import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** The OpenAPI schema of a started checkout. */
@ApiSchema({ name: 'EscrowCheckout' })
export class EscrowCheckoutSchema {
  @ApiProperty({ description: "Escrow.com's page to send the buyer to" })
  escrowLandingPageUrl!: string;
}
