/**
 * Friendly names for the contract's types: one alias per schema of `openapi/openapi.yaml`
 * (`components.schemas`), under the schema's own name. `Error` and `Event` share their names with
 * globals; import them renamed (`import type { Error as ErrorBody }`) or use {@link ErrorBody}.
 * `src/types.test.ts` fails when a schema is added to the contract without an alias here.
 */
import type { components } from '@kurse/api-client/schema';

export type { components, operations, paths } from '@kurse/api-client/schema';

/** Every schema of the contract by name. */
export type Schemas = components['schemas'];

/** The shared error body (`Error` schema) under a name that does not shadow the global `Error`. */
export type ErrorBody = components['schemas']['Error'];

export type Address = components['schemas']['Address'];
export type AgeGroup = components['schemas']['AgeGroup'];
export type Applicant = components['schemas']['Applicant'];
export type ApplicantCreateRequest = components['schemas']['ApplicantCreateRequest'];
export type Appointment = components['schemas']['Appointment'];
export type Booking = components['schemas']['Booking'];
export type BookingCreateRequest = components['schemas']['BookingCreateRequest'];
export type BookingInput = components['schemas']['BookingInput'];
export type BookingItem = components['schemas']['BookingItem'];
export type BookingItemOption = components['schemas']['BookingItemOption'];
export type BookingItemValue = components['schemas']['BookingItemValue'];
export type BookingItemValueInput = components['schemas']['BookingItemValueInput'];
export type BookingStatus = components['schemas']['BookingStatus'];
export type Category = components['schemas']['Category'];
export type CategorySpace = components['schemas']['CategorySpace'];
export type Contact = components['schemas']['Contact'];
export type Contract = components['schemas']['Contract'];
export type ContractCreateRequest = components['schemas']['ContractCreateRequest'];
export type ContractInput = components['schemas']['ContractInput'];
export type ContractStatus = components['schemas']['ContractStatus'];
export type ContractValidationError = components['schemas']['ContractValidationError'];
export type CountryCode = components['schemas']['CountryCode'];
export type Course = components['schemas']['Course'];
export type CourseSearchMeta = components['schemas']['CourseSearchMeta'];
export type Currency = components['schemas']['Currency'];
export type CustomerInput = components['schemas']['CustomerInput'];
export type CustomerSignup = components['schemas']['CustomerSignup'];
export type CustomerUpdate = components['schemas']['CustomerUpdate'];
export type EmailRequest = components['schemas']['EmailRequest'];
export type Error = components['schemas']['Error'];
export type ErrorReport = components['schemas']['ErrorReport'];
export type Event = components['schemas']['Event'];
export type EventType = components['schemas']['EventType'];
export type FieldErrors = components['schemas']['FieldErrors'];
export type Franchise = components['schemas']['Franchise'];
export type FranchiseRef = components['schemas']['FranchiseRef'];
export type GeoPlace = components['schemas']['GeoPlace'];
export type IntervalType = components['schemas']['IntervalType'];
export type InvoiceAnchor = components['schemas']['InvoiceAnchor'];
export type Lead = components['schemas']['Lead'];
export type LocationProvider = components['schemas']['LocationProvider'];
export type LocationSearchMeta = components['schemas']['LocationSearchMeta'];
export type LocationTypeFilter = components['schemas']['LocationTypeFilter'];
export type LoginRedirect = components['schemas']['LoginRedirect'];
export type Participant = components['schemas']['Participant'];
export type PaymentMethod = components['schemas']['PaymentMethod'];
export type PaymentMethodType = components['schemas']['PaymentMethodType'];
export type PlaceList = components['schemas']['PlaceList'];
export type Placement = components['schemas']['Placement'];
export type Post = components['schemas']['Post'];
export type PostList = components['schemas']['PostList'];
export type PriceOption = components['schemas']['PriceOption'];
export type PrivacyPolicyText = components['schemas']['PrivacyPolicyText'];
export type Product = components['schemas']['Product'];
export type ProductType = components['schemas']['ProductType'];
export type Provider = components['schemas']['Provider'];
export type ProviderMessage = components['schemas']['ProviderMessage'];
export type ProviderRef = components['schemas']['ProviderRef'];
export type Rating = components['schemas']['Rating'];
export type Recommendation = components['schemas']['Recommendation'];
export type Room = components['schemas']['Room'];
export type RoomPage = components['schemas']['RoomPage'];
export type ScheduleEvent = components['schemas']['ScheduleEvent'];
export type SearchLocationResult = components['schemas']['SearchLocationResult'];
export type SearchMeta = components['schemas']['SearchMeta'];
export type SearchResult = components['schemas']['SearchResult'];
export type SearchResultCourse = components['schemas']['SearchResultCourse'];
export type SearchResultPlacement = components['schemas']['SearchResultPlacement'];
export type SearchResultProvider = components['schemas']['SearchResultProvider'];
export type SearchTextRequest = components['schemas']['SearchTextRequest'];
export type SearchTextResult = components['schemas']['SearchTextResult'];
export type TermsText = components['schemas']['TermsText'];
export type Trainer = components['schemas']['Trainer'];
export type User = components['schemas']['User'];
export type VideoInfo = components['schemas']['VideoInfo'];
export type Voucher = components['schemas']['Voucher'];
