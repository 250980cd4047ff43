import { API_KEY_HEADER } from '@domainfolio/contracts';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** The OpenAPI schema of the key an owner's scripts send. */
@ApiSchema({ name: 'ApiKey' })
export class ApiKeySchema {
  @ApiProperty({ description: `Send it in the ${API_KEY_HEADER} header` })
  apiKey!: string;
}
