import type { Carrier, Customer } from '../customer/customer';
import { normalizeCustomer } from '../customer/customer';
import type { ApiAnswer } from '../api/types';
import type { ApiClient } from '../dataProvider/apiClient';
import type { Id } from '../session/session';
import { createDataExportApi } from './dataExportApi';

/** The spec's ten setting names (PUT /customer/setting/{customerId}). */
export const SETTING_NAMES = [
  'filterContacts',
  'primaryContactId',
  'archivedComplaints',
  'showAllBooked',
  'printFormat',
  'moduleMessage',
  'insuranceDisabled',
  'insuranceGoodsValue',
  'noPickup',
  'consigneeType',
] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

/** The customer field each setting shows as (only moduleMessage is named differently). */
export const settingField = (setting: SettingName): keyof Customer => (setting === 'moduleMessage' ? 'moduleMessageRead' : setting);

export type AgreementNumber = ApiAnswer<'/api/customer/agreementno/{customerId}', 'get'>;

/** The customers service's calls the profile screen makes (spec 7, Customer). */
export const createProfileApi = (api: ApiClient) => ({
  ...createDataExportApi(api),
  updateSetting: (customerId: Id, setting: SettingName, value: unknown) =>
    api
      .json(`/customer/setting/${encodeURIComponent(String(customerId))}`, { method: 'PUT', data: { setting, value } })
      .then(normalizeCustomer),
  updateCarriers: (customerId: Id, carriers: Pick<Carrier, 'code' | 'active'>[]) =>
    api.json<unknown>(`/customer/carriers/${encodeURIComponent(String(customerId))}`, { method: 'PUT', data: carriers }),
  getAgreementNo: (customerId: Id, supplierId: Id) =>
    api.json<AgreementNumber>(
      `/customer/agreementno/${encodeURIComponent(String(customerId))}/?supplierId=${encodeURIComponent(String(supplierId))}`,
    ),
});

export type ProfileApi = ReturnType<typeof createProfileApi>;

/** The local customer with one setting changed, as the screen shows it before the server answers (spec 4). */
export const withSetting = (customer: Customer, setting: SettingName, value: unknown): Customer => ({
  ...customer,
  [settingField(setting)]: value,
});
