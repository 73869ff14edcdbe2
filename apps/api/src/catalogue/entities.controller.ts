import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { FIRST_NAME_REQUIRED_MESSAGE } from '@ledgerline/ledger';
import { BusinessId } from '../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../common/http/idempotency.js';
import { pageOf } from '../common/http/paging.js';
import { RequestMeta, type RequestMetadata } from '../common/http/request-metadata.js';
import { CreateContactCommand } from './commands/create-contact/create-contact.command.js';
import { CreateContactDto } from './commands/create-contact/create-contact.dto.js';
import { GetContactQuery } from './queries/get-contact/get-contact.query.js';
import { ListContactsQueryDto } from './queries/list-contacts/list-contacts.dto.js';
import { ListContactsQuery } from './queries/list-contacts/list-contacts.query.js';
import { SearchContactsQueryDto } from './queries/search-contacts/search-contacts.dto.js';
import { SearchContactsQuery } from './queries/search-contacts/search-contacts.query.js';
import { fullName } from './views/contact-view.js';

const CONTACT_EXAMPLE = {
  _id: '7d2c4b6a-1e3f-4a5b-9c8d-2e1f0a9b8c7d',
  id: '7d2c4b6a-1e3f-4a5b-9c8d-2e1f0a9b8c7d',
  firstName: 'Ada',
  lastName: 'Obi',
  fullName: 'Ada Obi',
  company: 'Obi & Sons',
  email: 'ada@example.com',
  phone: '+234 803 123 4567',
  website: null,
  address1: '12 Broad Street',
  address2: null,
  city: 'Lagos',
  state: 'Lagos',
  postCode: '100001',
  zip: '100001',
  country: 'Nigeria',
  description: null,
  kinds: ['customer'],
  createdAt: '2026-11-22T09:30:00.000Z',
};

/** Contacts (the spec's entities): customers, suppliers and others. */
@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/entities')
export class EntitiesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a contact (entity); the name may come as one string, split on the first space' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per submission; a retry with the same key and body answers as the first' })
  @ApiResponse({
    status: 201,
    schema: {
      example: {
        success: true,
        message: 'Contact created successfully',
        entity: { _id: CONTACT_EXAMPLE._id, name: 'Ada Obi' },
        data: { ...CONTACT_EXAMPLE, position: '43' },
      },
    },
  })
  @ApiResponse({
    status: 400,
    description: `Naming the field: firstName '${FIRST_NAME_REQUIRED_MESSAGE}', a malformed email, a phone with fewer than 6 digits, an unknown kind`,
  })
  async create(
    @BusinessId() businessId: string,
    @Body() body: CreateContactDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const { contact, position } = await this.commands.execute(new CreateContactCommand(businessId, body, idempotency, meta));
    return { success: true, message: 'Contact created successfully', entity: { _id: contact._id, name: fullName(contact) }, data: { ...contact, position } };
  }

  @Get()
  @ApiOperation({ summary: 'Contacts, newest first, optionally one group; paged (25 a page by default)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [CONTACT_EXAMPLE], page: 1, limit: 25, skip: 0, total: 1 } } })
  async list(@BusinessId() businessId: string, @Query() query: ListContactsQueryDto) {
    return { success: true, ...(await this.queries.execute(new ListContactsQuery(businessId, { group: query.group, q: query.q, ...pageOf(query) }))) };
  }

  @Get('search')
  @ApiOperation({ summary: 'Contacts whose name, company, e-mail or phone contains q (names that start with it first)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [CONTACT_EXAMPLE] } } })
  async search(@BusinessId() businessId: string, @Query() query: SearchContactsQueryDto) {
    return { success: true, data: await this.queries.execute(new SearchContactsQuery(businessId, query.q ?? '', query.limit ?? 20)) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One contact' })
  @ApiParam({ name: 'id', description: 'The contact’s id; another business’s is 404' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: CONTACT_EXAMPLE } } })
  @ApiResponse({ status: 404, description: 'CONTACT_NOT_FOUND' })
  async get(@BusinessId() businessId: string, @Param('id') id: string) {
    return { success: true, data: await this.queries.execute(new GetContactQuery(businessId, id)) };
  }
}
