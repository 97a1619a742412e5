import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { SetItemSafeguardsCommand } from '../application/commands/set-item-safeguards/set-item-safeguards.command';
import { UpdateCatalogueItemCommand } from '../application/commands/update-catalogue-item/update-catalogue-item.command';
import { GetStaffCatalogueQuery } from '../application/queries/get-staff-catalogue/get-staff-catalogue.query';
import { CatalogueItemSavedResponse, CatalogueItemUpdateRequest, ItemSafeguardsRequest, ItemSafeguardsResponse, StaffCatalogueTreatmentView } from './dto/staff-catalogue.dto';

/** The treatments catalogue as staff manage it (spec §2 Admin, /v2/admin/treatments). */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin')
export class StaffCatalogueController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get('data/treatments')
  @ApiOkResponse({ type: [StaffCatalogueTreatmentView] })
  catalogue(): Promise<StaffCatalogueTreatmentView[]> {
    return this.queries.execute(new GetStaffCatalogueQuery());
  }

  @Post('form/treatment-item/update')
  @HttpCode(200)
  @ApiOkResponse({ type: CatalogueItemSavedResponse })
  async update(@CurrentUser() admin: Principal, @Body() body: CatalogueItemUpdateRequest): Promise<CatalogueItemSavedResponse> {
    await this.commands.execute(new UpdateCatalogueItemCommand(admin.id, body.id, { pricePence: body.price_pence, batch: body.batch ?? null, ingredients: body.ingredients }));
    return { message: 'Saved.' };
  }

  /** Staff set what a medicine asks of the prescriber beyond the questionnaire, with the reason (audited). */
  @Post('form/treatment-item/safeguards')
  @HttpCode(200)
  @ApiOkResponse({ type: ItemSafeguardsResponse })
  async setSafeguards(@CurrentUser() admin: Principal, @Body() body: ItemSafeguardsRequest): Promise<ItemSafeguardsResponse> {
    const { safeguards } = await this.commands.execute(new SetItemSafeguardsCommand(admin.id, body.id, body.safeguards, body.reason));
    return { message: 'Saved.', safeguards };
  }
}
