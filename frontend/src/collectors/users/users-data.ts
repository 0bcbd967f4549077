import type { CreateParams, DeleteParams, GetListParams, UpdateParams } from 'react-admin';
import { type FirmUser, type NewUser, usersApi } from './api';

/**
 * The users resource over the API's own calls: the list (with the firm's authentication code in `meta`), create
 * (sends the invite), update (the full-SSN permission is the only field a row changes) and delete (removal).
 */
export const usersData = {
  async getList(_params: GetListParams) {
    const body = await usersApi.list();
    return { data: body.users, total: body.users.length, meta: { auth_token: body.auth_token } };
  },
  async create(params: CreateParams<NewUser>) {
    const { user } = await usersApi.create(params.data as NewUser);
    return { data: user };
  },
  async update(params: UpdateParams<FirmUser>) {
    const id = Number(params.id);
    const { can_view_full_ssn } = await usersApi.updateSsnPermission(id, params.data.can_view_full_ssn === true);
    return { data: { ...(params.previousData as FirmUser), id, can_view_full_ssn } };
  },
  async delete(params: DeleteParams<FirmUser>) {
    await usersApi.remove(Number(params.id));
    return { data: params.previousData as FirmUser };
  },
  rotateAuthToken: () => usersApi.rotateAuthToken(),
};
