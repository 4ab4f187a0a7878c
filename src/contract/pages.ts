import type { AbilityAction, AbilitySubject } from './ability'

/** The menu's sections, in menu order. */
export const menuSections = [
  'dashboards',
  'apps',
  'pages',
  'userInterface',
  'formsAndTables',
  'chartsAndMaps',
  'others',
] as const
export type MenuSection = (typeof menuSections)[number]

/** The menu's groups of pages and the Tabler icon each shows. */
export const menuGroups = {
  invoice: 'file-dollar',
  eCommerce: 'shopping-cart',
  users: 'users',
  blog: 'article',
  authentication: 'lock',
  miscellaneous: 'alert-triangle',
  pageLayouts: 'layout',
  cards: 'id',
  components: 'components',
  formElements: 'forms',
  datatables: 'table-options',
  extensions: 'puzzle',
} as const
export type MenuGroup = keyof typeof menuGroups

/**
 * One page of the app, declared once. The menu, the navbar search's Pages,
 * the route guard and the menu label (`nav.<key>`) all come from it.
 */
export interface PageEntry {
  key: string
  /** The page's address; a record page under it (`/apps/invoice/preview/5010`) belongs to it. */
  path: string
  /** What the signed-in user needs to open it (and to be offered it in the menu and search). */
  ability: readonly [AbilityAction, AbilitySubject]
  /** Its Tabler icon's name. */
  icon: string
  section: MenuSection
  group?: MenuGroup
  /**
   * Its English title, naming its app ("Invoice list", not "List"): the document title (unless
   * a record page names its record) and its name in the navbar search. Other languages translate
   * it as `pages.<key>`.
   */
  title: string
  /** More English words the navbar search finds it by ("tasks" for the to-do list). */
  also?: readonly string[]
}

interface PageOptions {
  /** The action the page needs on its subject; `read` unless given. */
  action?: AbilityAction
  also?: readonly string[]
}

/** Pages of one menu section (and group), each opened with `<action> <subject>`. */
const inMenu =
  (section: MenuSection, group?: MenuGroup) =>
  (
    key: string,
    path: string,
    subject: AbilitySubject,
    icon: string,
    title: string,
    { action = 'read', also }: PageOptions = {},
  ): PageEntry => ({
    key,
    path,
    ability: [action, subject],
    icon,
    section,
    ...(group && { group }),
    title,
    ...(also && { also }),
  })

const dashboards = inMenu('dashboards')
const apps = inMenu('apps')
const invoice = inMenu('apps', 'invoice')
const eCommerce = inMenu('apps', 'eCommerce')
const users = inMenu('apps', 'users')
const contentPages = inMenu('pages')
const blog = inMenu('pages', 'blog')
const authentication = inMenu('pages', 'authentication')
const miscellaneous = inMenu('pages', 'miscellaneous')
const pageLayouts = inMenu('pages', 'pageLayouts')
const userInterface = inMenu('userInterface')
const cards = inMenu('userInterface', 'cards')
const components = inMenu('userInterface', 'components')
const formElements = inMenu('formsAndTables', 'formElements')
const formsAndTables = inMenu('formsAndTables')
const datatables = inMenu('formsAndTables', 'datatables')
const chartsAndMaps = inMenu('chartsAndMaps')
const extensions = inMenu('others', 'extensions')

/** Every page, in menu order. */
export const pages: readonly PageEntry[] = [
  dashboards('home', '/', 'Dashboard', 'smart-home', 'Home', {
    also: ['dashboard', 'sales', 'orders', 'revenue'],
  }),
  dashboards('analytics', '/dashboard/analytics', 'Dashboard', 'chart-pie', 'Analytics', {
    also: ['dashboard', 'reports', 'statistics'],
  }),
  apps('email', '/apps/email', 'Email', 'mail', 'Email', { also: ['mail', 'inbox', 'messages'] }),
  apps('chat', '/apps/chat', 'Chat', 'messages', 'Chat', { also: ['messages', 'conversations'] }),
  apps('todo', '/apps/todo', 'Todo', 'checklist', 'To-do list', { also: ['tasks', 'todo'] }),
  apps('calendar', '/apps/calendar', 'Calendar', 'calendar', 'Calendar', {
    also: ['events', 'schedule', 'agenda'],
  }),
  invoice('invoiceList', '/apps/invoice/list', 'Invoice', 'file-dollar', 'Invoice list', {
    also: ['bills', 'billing', 'payments'],
  }),
  invoice('invoicePreview', '/apps/invoice/preview', 'Invoice', 'file-dollar', 'Invoice preview'),
  invoice('invoiceEdit', '/apps/invoice/edit', 'Invoice', 'file-dollar', 'Invoice edit', {
    action: 'update',
  }),
  invoice('invoiceAdd', '/apps/invoice/add', 'Invoice', 'file-dollar', 'Add invoice', {
    action: 'create',
    also: ['new invoice', 'bill'],
  }),
  eCommerce('shop', '/apps/ecommerce/shop', 'Ecommerce', 'shopping-cart', 'Shop', {
    also: ['products', 'store', 'catalogue'],
  }),
  eCommerce(
    'productDetail',
    '/apps/ecommerce/product-detail',
    'Ecommerce',
    'shopping-cart',
    'Product details',
  ),
  eCommerce('wishlist', '/apps/ecommerce/wishlist', 'Ecommerce', 'shopping-cart', 'Wishlist'),
  eCommerce('checkout', '/apps/ecommerce/checkout', 'Ecommerce', 'shopping-cart', 'Checkout', {
    also: ['cart', 'basket', 'order'],
  }),
  eCommerce('order', '/apps/ecommerce/order', 'Ecommerce', 'shopping-cart', 'Order', {
    also: ['receipt', 'purchase', 'last order'],
  }),
  users('userList', '/apps/user/list', 'User', 'users', 'User list', {
    also: ['users', 'staff', 'people', 'accounts'],
  }),
  users('userView', '/apps/user/view', 'User', 'users', 'User view'),
  users('userEdit', '/apps/user/edit', 'User', 'users', 'User edit', { action: 'update' }),
  contentPages(
    'accountSettings',
    '/pages/account-settings',
    'Page',
    'settings',
    'Account settings',
    { also: ['password', 'security', 'notifications', 'preferences'] },
  ),
  contentPages('profile', '/pages/profile', 'Page', 'user-circle', 'Profile'),
  contentPages('faq', '/pages/faq', 'Page', 'help', 'FAQ', {
    also: ['help', 'questions', 'support'],
  }),
  contentPages('knowledgeBase', '/pages/knowledge-base', 'Page', 'book', 'Knowledge base', {
    also: ['help', 'articles', 'guides'],
  }),
  contentPages('pricing', '/pages/pricing', 'Page', 'currency-dollar', 'Pricing', {
    also: ['plans', 'subscription'],
  }),
  blog('blogList', '/pages/blog/list', 'Page', 'article', 'Blog list'),
  blog('blogDetail', '/pages/blog/detail', 'Page', 'article', 'Blog post'),
  blog('blogEdit', '/pages/blog/edit', 'Page', 'article', 'Blog post edit'),
  authentication('loginV1', '/pages/login-v1', 'Auth', 'lock', 'Login v1'),
  authentication('loginV2', '/pages/login-v2', 'Auth', 'lock', 'Login v2'),
  authentication('registerV1', '/pages/register-v1', 'Auth', 'lock', 'Register v1'),
  authentication('registerV2', '/pages/register-v2', 'Auth', 'lock', 'Register v2'),
  authentication(
    'forgotPasswordV1',
    '/pages/forgot-password-v1',
    'Auth',
    'lock',
    'Forgot password v1',
  ),
  authentication(
    'forgotPasswordV2',
    '/pages/forgot-password-v2',
    'Auth',
    'lock',
    'Forgot password v2',
  ),
  authentication(
    'resetPasswordV1',
    '/pages/reset-password-v1',
    'Auth',
    'lock',
    'Reset password v1',
  ),
  authentication(
    'resetPasswordV2',
    '/pages/reset-password-v2',
    'Auth',
    'lock',
    'Reset password v2',
  ),
  miscellaneous('comingSoon', '/misc/coming-soon', 'Auth', 'lock', 'Coming soon'),
  miscellaneous('notAuthorized', '/misc/not-authorized', 'Auth', 'lock', 'Not authorized'),
  miscellaneous('maintenance', '/misc/maintenance', 'Auth', 'lock', 'Under maintenance'),
  miscellaneous('error', '/misc/error', 'Auth', 'lock', 'Page not found', {
    also: ['error', '404'],
  }),
  pageLayouts(
    'layoutCollapsedMenu',
    '/page-layout/collapse-menu',
    'Page',
    'lock',
    'Collapsed menu',
  ),
  pageLayouts('layoutBoxed', '/page-layout/layout-boxed', 'Page', 'lock', 'Boxed layout'),
  pageLayouts('layoutWithoutMenu', '/page-layout/without-menu', 'Page', 'lock', 'Without menu'),
  pageLayouts('layoutEmpty', '/page-layout/layout-empty', 'Page', 'lock', 'Empty layout'),
  pageLayouts('layoutBlank', '/page-layout/layout-blank', 'Page', 'lock', 'Blank layout'),
  contentPages('accessControl', '/access-control', 'ACL', 'shield-lock', 'Access control'),
  userInterface('typography', '/ui-element/typography', 'Component', 'typography', 'Typography'),
  userInterface('colors', '/ui-element/colors', 'Component', 'palette', 'Colors'),
  userInterface('icons', '/ui-element/icons', 'Component', 'icons', 'Icons'),
  cards('cardsBasic', '/cards/basic', 'Dashboard', 'id', 'Basic cards'),
  cards('cardsAdvance', '/cards/advance', 'Dashboard', 'id', 'Advanced cards'),
  cards('cardsStatistics', '/cards/statistics', 'Dashboard', 'id', 'Statistics cards'),
  cards('cardsAnalytics', '/cards/analytics', 'Dashboard', 'id', 'Analytics cards'),
  cards('cardsAction', '/cards/action', 'Dashboard', 'id', 'Action cards'),
  components('alerts', '/components/alerts', 'Component', 'components', 'Alerts'),
  components(
    'autoComplete',
    '/components/auto-complete',
    'Component',
    'list-search',
    'Autocomplete',
  ),
  components('avatar', '/components/avatar', 'Component', 'components', 'Avatar'),
  components('badges', '/components/badges', 'Component', 'components', 'Badges'),
  components('blockUi', '/components/block-ui', 'Component', 'components', 'Block UI'),
  components('breadcrumbs', '/components/breadcrumbs', 'Component', 'components', 'Breadcrumbs'),
  components('buttons', '/components/buttons', 'Component', 'components', 'Buttons'),
  components('carousel', '/components/carousel', 'Component', 'components', 'Carousel'),
  components('collapse', '/components/collapse', 'Component', 'components', 'Collapse'),
  components('divider', '/components/divider', 'Component', 'components', 'Divider'),
  components('dropdowns', '/components/dropdowns', 'Component', 'components', 'Dropdowns'),
  components('listGroup', '/components/list-group', 'Component', 'components', 'List group'),
  components(
    'mediaObjects',
    '/components/media-objects',
    'Component',
    'components',
    'Media objects',
  ),
  components('modals', '/components/modals', 'Component', 'components', 'Modals'),
  components('navs', '/components/navs', 'Component', 'components', 'Navs'),
  components('pagination', '/components/pagination', 'Component', 'components', 'Pagination'),
  components('pillBadges', '/components/pill-badges', 'Component', 'components', 'Pill badges'),
  components('pills', '/components/pills', 'Component', 'components', 'Pills'),
  components('popovers', '/components/popovers', 'Component', 'components', 'Popovers'),
  components('progress', '/components/progress', 'Component', 'components', 'Progress'),
  components('spinners', '/components/spinners', 'Component', 'components', 'Spinners'),
  components('tabs', '/components/tabs', 'Component', 'components', 'Tabs'),
  components('timeline', '/components/timeline', 'Component', 'components', 'Timeline'),
  components('toasts', '/components/toasts', 'Component', 'components', 'Toasts'),
  components('tooltips', '/components/tooltips', 'Component', 'components', 'Tooltips'),
  formElements('formInput', '/forms/input', 'Component', 'forms', 'Input'),
  formElements('formInputGroup', '/forms/input-group', 'Component', 'forms', 'Input group'),
  formElements('formInputMask', '/forms/input-mask', 'Component', 'forms', 'Input mask'),
  formElements('formTextarea', '/forms/textarea', 'Component', 'forms', 'Textarea'),
  formElements('formCheckbox', '/forms/checkbox', 'Component', 'forms', 'Checkbox'),
  formElements('formRadio', '/forms/radio', 'Component', 'forms', 'Radio'),
  formElements('formSwitch', '/forms/switch', 'Component', 'forms', 'Switch'),
  formElements('formSelect', '/forms/select', 'Component', 'forms', 'Select'),
  formElements('formNumberInput', '/forms/number-input', 'Component', 'forms', 'Number input'),
  formElements('formFileUploader', '/forms/file-uploader', 'Component', 'forms', 'File uploader'),
  formElements('formEditor', '/forms/editor', 'Component', 'forms', 'Editor'),
  formElements('formPickers', '/forms/pickers', 'Component', 'forms', 'Date and time pickers'),
  formsAndTables('formLayout', '/forms/form-layout', 'Component', 'layout-list', 'Form layout'),
  formsAndTables('formWizard', '/forms/form-wizard', 'Component', 'layout-list', 'Form wizard'),
  formsAndTables(
    'formValidation',
    '/forms/form-validation',
    'Component',
    'layout-list',
    'Form validation',
  ),
  formsAndTables(
    'formRepeater',
    '/forms/form-repeater',
    'Component',
    'layout-list',
    'Form repeater',
  ),
  formsAndTables('tables', '/tables/basic', 'Component', 'table', 'Tables'),
  datatables(
    'datatablesBasic',
    '/datatables/basic',
    'Component',
    'table-options',
    'Basic data table',
  ),
  datatables(
    'datatablesAdvance',
    '/datatables/advance',
    'Component',
    'table-options',
    'Advanced data table',
  ),
  chartsAndMaps('charts', '/charts/gallery', 'Component', 'chart-bar', 'Charts'),
  chartsAndMaps('maps', '/maps/leaflet', 'Component', 'map', 'Leaflet map'),
  extensions('extDialogs', '/extensions/dialogs', 'Component', 'puzzle', 'Dialogs'),
  extensions('extToasts', '/extensions/toasts', 'Component', 'puzzle', 'Toast queue'),
  extensions('extSliders', '/extensions/sliders', 'Component', 'puzzle', 'Sliders'),
  extensions('extDragDrop', '/extensions/drag-and-drop', 'Component', 'puzzle', 'Drag and drop'),
  extensions('extTour', '/extensions/tour', 'Component', 'puzzle', 'Tour'),
  extensions('extClipboard', '/extensions/clipboard', 'Component', 'puzzle', 'Clipboard'),
  extensions('extMediaPlayer', '/extensions/media-player', 'Component', 'puzzle', 'Media player'),
  extensions('extContextMenu', '/extensions/context-menu', 'Component', 'puzzle', 'Context menu'),
  extensions('extSwiper', '/extensions/swiper', 'Component', 'puzzle', 'Swiper'),
  extensions('extRatings', '/extensions/ratings', 'Component', 'puzzle', 'Ratings'),
  extensions('extPagination', '/extensions/pagination', 'Component', 'puzzle', 'Page navigation'),
  extensions(
    'extImportExport',
    '/extensions/import-export',
    'Component',
    'puzzle',
    'Import and export',
  ),
  extensions('extI18n', '/extensions/i18n', 'Component', 'puzzle', 'Internationalisation'),
]

const segments = (path: string) => path.split('/').filter(Boolean)

/**
 * The page a pathname belongs to: the entry with that path, else the one whose
 * path it continues the furthest (a record page under its list). `/` matches
 * only itself.
 */
export function pageOf(pathname: string): PageEntry | undefined {
  const parts = segments(pathname)
  let best: PageEntry | undefined
  let bestLength = -1
  for (const page of pages) {
    const own = segments(page.path)
    const within =
      own.length <= parts.length &&
      own.every((part, index) => part === parts[index]) &&
      (own.length > 0 || parts.length === 0)
    if (within && own.length > bestLength) {
      best = page
      bestLength = own.length
    }
  }
  return best
}
