import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiResponse, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { CreateCategoryOrBrandCommand } from './create-category-or-brand.command.js';

/** Spec 001 §5: name required, description optional. */
export class CreateCategoryOrBrandDto {
  @ApiProperty({ example: 'Grains' })
  @IsString({ message: 'Name is required' })
  @MaxLength(100)
  name: string;

  @ApiPropertyOptional({ example: 'Rice, beans, garri' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;
}

@ApiTags('inventory')
@Controller('api/v1')
export class CreateCategoryOrBrandController {
  constructor(private readonly commands: CommandBus) {}

  @Post('categories')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a product category (answers categoryId)' })
  @ApiResponse({ status: 409, description: 'CATEGORY_ALREADY_EXISTS' })
  async category(
    @BusinessId() businessId: string,
    @Body() body: CreateCategoryOrBrandDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const created = await this.commands.execute(new CreateCategoryOrBrandCommand(businessId, 'category', body.name, body.description, idempotency, meta));
    return {
      success: true,
      message: 'Category created successfully',
      categoryId: created.id,
      data: { categoryId: created.id, _id: created.id, name: body.name.trim(), position: created.position },
    };
  }

  @Post('brands')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a product brand (answers brandId)' })
  @ApiResponse({ status: 409, description: 'BRAND_ALREADY_EXISTS' })
  async brand(
    @BusinessId() businessId: string,
    @Body() body: CreateCategoryOrBrandDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const created = await this.commands.execute(new CreateCategoryOrBrandCommand(businessId, 'brand', body.name, body.description, idempotency, meta));
    return {
      success: true,
      message: 'Brand created successfully',
      brandId: created.id,
      data: { brandId: created.id, _id: created.id, name: body.name.trim(), position: created.position },
    };
  }
}
