import { LEAD_MESSAGE_MAX, OFFER_MIN } from '@domainfolio/contracts';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

/**
 * The landing page's form as a browser posts it without JavaScript (every value is text). It
 * is validated with the rules of SendLeadDto; this class only documents it.
 */
@ApiSchema({ name: 'LeadFormFields' })
export class LeadFormFieldsSchema {
  @ApiProperty({ description: "The domain's name (a hidden field)", example: 'example.com' })
  domain!: string;

  @ApiProperty({ description: "The owner's username (a hidden field)", example: 'alice' })
  owner!: string;

  @ApiProperty({ example: 'Bea Buyer' })
  name!: string;

  @ApiProperty({ example: 'bea@example.org' })
  email!: string;

  @ApiPropertyOptional({ description: 'Empty counts as not given' })
  phone?: string;

  @ApiPropertyOptional({
    description: `Dollars, at least ${OFFER_MIN}: only for a domain without a price; empty counts as not given`,
    example: '2500',
  })
  offer?: string;

  @ApiPropertyOptional({ maxLength: LEAD_MESSAGE_MAX, description: 'Empty counts as not given' })
  message?: string;
}
