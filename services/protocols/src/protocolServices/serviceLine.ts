import mongoose from 'mongoose';
import { PROTOCOL_ERROR_CODES, priceTypeService } from '@linhagem/contracts';
import { AppError, toObjectId } from '@linhagem/service-kit';
import type { PricedTypeService, Remotes } from '../remote/remotes';
import type { ProtocolServiceRecord } from '../protocol/model';

/** The type service as catalog has it now; 400 when it does not exist. */
export async function typeServiceOf(remotes: Remotes, id: string): Promise<PricedTypeService> {
  const typeService = await remotes.typeService(id);
  if (!typeService)
    throw AppError.badRequest('No such type service', {
      code: PROTOCOL_ERROR_CODES.typeServiceNotFound,
      details: { id },
    });
  return typeService;
}

/** A service of a protocol covering `clients`, priced now by the shared pricing function and kept at that price. */
export function pricedServiceLine(typeService: PricedTypeService, clients: string[]): ProtocolServiceRecord {
  return {
    _id: new mongoose.Types.ObjectId(),
    typeService: toObjectId(typeService.id),
    typeServiceName: typeService.name,
    clients: clients.map(toObjectId),
    price: priceTypeService(typeService, clients.length),
    pricedAt: new Date(),
  };
}
