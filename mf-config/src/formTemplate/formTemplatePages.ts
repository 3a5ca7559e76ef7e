import { STAFF_ROUTES } from '@linhagem/contracts';

const pathOf = (module: string) => {
  const route = STAFF_ROUTES.find((r) => r.remote === 'mf_config' && r.module === module);
  if (!route) throw new Error(`no mf_config route is drawn by ${module}`);
  return route.path;
};

/** The form-template editor's pages, from the route table. */
export const formTemplateListPath = () => pathOf('FormTemplateList');
export const formTemplateFormPath = (id: string) =>
  pathOf('FormTemplateForm').replace(':id', encodeURIComponent(id));
