import { ApiProperty, ApiSchema } from '@nestjs/swagger';

class EscrowLandingPage {
  @ApiProperty({ description: "Escrow.com's page where the buyer pays the agreed price" })
  escrowLandingPageUrl!: string;
}

/** The OpenAPI schema of a started checkout of an agreed price. */
@ApiSchema({ name: 'OfferCheckout' })
export class EscrowCheckoutPayloadSchema {
  @ApiProperty({ type: EscrowLandingPage })
  payload!: EscrowLandingPage;
}
