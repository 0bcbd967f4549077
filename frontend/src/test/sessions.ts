/** A collector check_auth answer (Demo Law Group admin by default); `user` overrides fields of current_user. */
export function collectorSession(user: object = {}, scope = 'admin') {
  return {
    scope,
    current_user: {
      id: 1,
      email: 'admin@demolaw.test',
      law_firm: { id: 1, name: 'Demo Law Group' },
      is_collector: true,
      is_consumer: false,
      is_law_firm_entity: false,
      law_firm_id: 1,
      can_view_full_ssn: false,
      ...user,
    },
  };
}
