import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { CreateQrMenuCommand } from './create-qr-menu.command.js';

export class QrMenuItemDto {
  @ApiProperty({ example: '9b2f1c7e-5d4a-4f3b-8e21-7a6c5b4d3e2f', description: 'A product or service of the business' })
  @IsString({ message: 'product must be a product or service id' })
  @IsNotEmpty({ message: 'product must be a product or service id' })
  @MaxLength(100)
  product: string;

  @ApiPropertyOptional({
    example: '2500.00',
    description: 'The price the menu shows; the selling price when absent',
    oneOf: [{ type: 'string' }, { type: 'number' }],
  })
  @IsOptional()
  price?: unknown;
}

export class CreateQrMenuDto {
  @ApiProperty({ example: 'Lunch menu' })
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(100)
  name: string;

  @ApiPropertyOptional({ example: 'Served 12 to 4' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;

  @ApiProperty({ type: [QrMenuItemDto] })
  @IsArray({ message: 'items must be a list of products and services' })
  @ArrayMinSize(1, { message: 'Choose at least one product or service for the menu' })
  @ArrayMaxSize(300)
  @ValidateNested({ each: true })
  @Type(() => QrMenuItemDto)
  items: QrMenuItemDto[];
}

@ApiTags('inventory')
@Controller('api/v1/inventories')
export class CreateQrMenuController {
  constructor(private readonly commands: CommandBus) {}

  @Post('qr-menus')
  @HttpCode(201)
  @ApiOperation({ summary: 'Publish a QR menu: products and services with prices, at a public page its QR code opens' })
  @ApiResponse({ status: 201, description: '{ success, message, data: { id, url, position } }' })
  async create(
    @BusinessId() businessId: string,
    @Body() body: CreateQrMenuDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const menu = { name: body.name, description: body.description, items: body.items.map((item) => ({ product: item.product, price: item.price })) };
    const data = await this.commands.execute(new CreateQrMenuCommand(businessId, menu, idempotency, meta));
    return { success: true, message: 'QR menu created successfully', data };
  }
}
