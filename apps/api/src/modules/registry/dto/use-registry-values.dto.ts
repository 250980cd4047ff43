import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn } from 'class-validator';
import type { UseRegistryValuesRequest } from '@domainfolio/contracts';

const FIELDS = ['expiration', 'registrar'] as const;

export class UseRegistryValuesDto implements UseRegistryValuesRequest {
  @ApiProperty({
    enum: FIELDS,
    isArray: true,
    description: "The fields that take the registry's value and follow it from then on",
  })
  @ArrayMinSize(1, { message: 'fields must name at least one field' })
  @ArrayMaxSize(FIELDS.length, { message: 'fields can name expiration and registrar only' })
  @IsIn(FIELDS, { each: true, message: 'fields can name expiration and registrar only' })
  @IsArray({ message: 'fields must be a list, like ["expiration"]' })
  fields!: ('expiration' | 'registrar')[];
}
