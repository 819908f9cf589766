// Generated from openapi/openapi.yaml by `pnpm --filter @kurse/api-client generate`. Do not edit.
export interface paths {
    "/providers/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look a provider up by its address
         * @description Provider preview by address (discovery §2 Provider preview, §7). On an HTTP error the client shows its placeholder provider.
         */
        get: operations["getProviderPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers/lead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suggest a missing provider
         * @description Lead form of the empty map search (discovery §2 Map search, §3 Lead, §5, §7). The stored lead record is not shown by the spec, so the call answers without a body.
         */
        post: operations["createProviderLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the provider.
                 * @example kinderturnen-koeln
                 */
                id: components["parameters"]["ProviderId"];
            };
            cookie?: never;
        };
        /**
         * Load a provider
         * @description Loads a provider by numeric id or slug for its mini-site (discovery §2 Provider page, §7; transactions §3 Provider). Provider-scoped pages render once the loaded slug matches the address (case-insensitive). 404 shows the not-found text (discovery §8).
         */
        get: operations["getProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers/{id}/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the provider.
                 * @example kinderturnen-koeln
                 */
                id: components["parameters"]["ProviderId"];
            };
            cookie?: never;
        };
        /**
         * List recommendations for a provider
         * @description Recommendations shown on the provider page (discovery §2, §7; transactions §7). On error the client keeps an empty list and shows no message.
         */
        get: operations["listProviderRecommendations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers/{id}/terms": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the provider.
                 * @example kinderturnen-koeln
                 */
                id: components["parameters"]["ProviderId"];
            };
            cookie?: never;
        };
        /**
         * Load a provider's terms
         * @description The provider's own terms (discovery §7; transactions §2 Terms and privacy pages, §7). Only linked when the provider has them (hasTerms).
         */
        get: operations["getProviderTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers/{id}/privacy_policy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the provider.
                 * @example kinderturnen-koeln
                 */
                id: components["parameters"]["ProviderId"];
            };
            cookie?: never;
        };
        /**
         * Load a provider's privacy policy
         * @description The provider's own privacy policy (transactions §2 Terms and privacy pages, §7). Only linked when the provider has one (hasPrivacyPolicy).
         */
        get: operations["getProviderPrivacyPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the provider.
                 * @example kinderturnen-koeln
                 */
                id: components["parameters"]["ProviderId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Contact a provider
         * @description Contact form (discovery §3 Provider message, §5 Contact form, §7). Failure shows the contact-form-failed text (discovery §8).
         */
        post: operations["sendProviderMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers/{id}/applicants": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the provider.
                 * @example kinderturnen-koeln
                 */
                id: components["parameters"]["ProviderId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join the waiting list of an event
         * @description Waiting-list application for a full event (discovery §2 Waiting list, §3, §4, §5, §7). Sent with the user's token when logged in; then the server takes name and e-mail from the profile. Failure resets the loading flag without a message (discovery §8).
         */
        post: operations["createApplicant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers/{id}/courses/{courseId}/vouchers/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the provider.
                 * @example kinderturnen-koeln
                 */
                id: components["parameters"]["ProviderId"];
                /** @description Id of the course. */
                courseId: components["parameters"]["CourseId"];
                /**
                 * @description The trimmed voucher code, base64-encoded (standard alphabet) and then percent-encoded for the path (`/`, `+` and `=` become `%2F`, `%2B`, `%3D`).
                 * @example U09NTUVSMTA%3D
                 */
                code: string;
            };
            cookie?: never;
        };
        /**
         * Look up a voucher
         * @description Voucher check in the booking form (transactions §3 Voucher, §4 Voucher, §5, §7, §8 Voucher failure: code unknown, no longer exists or already redeemed).
         */
        get: operations["getVoucher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers/{id}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the provider.
                 * @example kinderturnen-koeln
                 */
                id: components["parameters"]["ProviderId"];
            };
            cookie?: never;
        };
        /**
         * List a provider's posts
         * @description Blog list (transactions §2 Blog, §3 Post, §7). The spec does not show the path for a provider; the contract chooses this one.
         */
        get: operations["listProviderPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers/{id}/posts/{postId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the provider.
                 * @example kinderturnen-koeln
                 */
                id: components["parameters"]["ProviderId"];
                /** @description Slug of the blog post (the blog route's id is the post slug, transactions §2). */
                postId: components["parameters"]["PostSlug"];
            };
            cookie?: never;
        };
        /**
         * Load a provider's post
         * @description Blog post page (transactions §2 Blog, §3 Post). Previous, next and the side list come from the post list. The path is the contract's choice.
         */
        get: operations["getProviderPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a provider's posts (spec path)
         * @description The posts call as the spec names it (transactions §7 GET /posts). Same answer as GET /providers/{id}/posts, which the client uses; kept so that the listed call exists.
         */
        get: operations["listPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a provider's courses
         * @description The provider's offers list "Alle Angebote" and the courses section of the provider page (discovery §2, §7 GET /courses). The spec shows no query; the contract takes `provider_id` and the optional access `token`. Courses may come without `events`; lists group them by `group`.
         */
        get: operations["listCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{courseId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the course. */
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /**
         * Load a course with its events
         * @description Course page, event page and course-card preview (discovery §2 Course and event pages, §7; transactions §2 Event booking page, §7). The optional `token` reveals hidden events; the session token is sent when present.
         */
        get: operations["getCourse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{courseId}/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the course. */
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /**
         * List recommendations for a course
         * @description Recommendations on the course page (discovery §2, §7; transactions §7). On error the client keeps an empty list and shows no message.
         */
        get: operations["listCourseRecommendations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/franchises/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the franchise.
                 * @example babyschwimmen
                 */
                id: components["parameters"]["FranchiseId"];
            };
            cookie?: never;
        };
        /**
         * Load a franchise
         * @description Franchise page and map (discovery §2 Franchise pages, §3 Franchise, §7). 404 shows not found, other errors the generic text (discovery §8).
         */
        get: operations["getFranchise"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/franchises/{id}/providers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the franchise.
                 * @example babyschwimmen
                 */
                id: components["parameters"]["FranchiseId"];
            };
            cookie?: never;
        };
        /**
         * List a franchise's providers
         * @description Providers of a franchise for its list and map (discovery §2 Franchise page, §7). Providers without lat and lng are left off the map by the client.
         */
        get: operations["listFranchiseProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/franchises/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the franchise.
                 * @example babyschwimmen
                 */
                id: components["parameters"]["FranchiseId"];
            };
            cookie?: never;
        };
        /**
         * Load a franchise's schedule
         * @description Franchise schedule calendar (discovery §2 Franchise schedule, §3 Schedule event, §7). Any failure shows not found (discovery §8).
         */
        get: operations["getFranchiseSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/all/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search providers, courses and placements
         * @description List search (discovery §2 Search, §3 Search result, §7 GET /search/all/). Results carry `modelName` and `id` plus the full provider, course or placement. The load-more button asks for the next `page`. Cancelled requests are ignored by the client (discovery §8).
         */
        get: operations["searchAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/courses/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search courses
         * @description Course search with limit and offset (discovery §7 GET /search/courses/, §9 default page size 9).
         */
        get: operations["searchCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/locations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search provider locations for the map
         * @description Map search (discovery §2 Map search, §3 Search location result, §4 radius by zoom, §7 GET /search/locations/). `online` switches to online offers.
         */
        get: operations["searchLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn a sentence into search filters
         * @description Search assistant (discovery §2 Search, §4 Search assistant, §7 POST /search/text). 422 and 429 carry a message the client shows (discovery §8).
         */
        post: operations["searchText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/login": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in
         * @description Login (discovery §4 User session, §5 Login, §7; transactions §4 Contract, §7 follow-up login after booking). The token comes in the `Authorization` response header; the client stores it with the user and then loads the applications. A flagged account answers 300 with a route and an anti-forgery token for a browser form post.
         */
        post: operations["loginCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/logout": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Log out
         * @description Logout (discovery §4 User session, §7). The client clears the session, bookings and applications whatever the answer.
         */
        delete: operations["logoutCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/signup": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up
         * @description Signup (discovery §3 signup payload, §4, §5 Signup, §7). The token comes in the `Authorization` response header. 422 field errors are kept and the offending fields highlighted (discovery §8).
         */
        post: operations["signupCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/me": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Load the current customer
         * @description Restores the session from the stored token on startup (discovery §4 User session, §7 GET /customers/me). Any error clears the stored session.
         */
        get: operations["getCurrentCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/confirmation": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a new confirmation link
         * @description Resend of the e-mail confirmation link from the confirmation error page (discovery §2 Confirmation and password pages, §5, §7).
         */
        post: operations["resendConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/password": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a new password
         * @description Edit password page with the reset token from the e-mail (discovery §2, §5 Edit password, §7). The server enforces that password and confirmation match.
         */
        put: operations["resetPassword"];
        /**
         * Request a password reset e-mail
         * @description Reset password page (discovery §2 Confirmation and password pages, §5, §7).
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/bookings": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's bookings
         * @description Bookings and on-demand tabs of the profile (discovery §2 Customer profile, §7; transactions §2 Profile tabs, §7).
         */
        get: operations["listCustomerBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/applications": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's waiting-list applications
         * @description Loaded after login and after a successful waiting-list submit (discovery §4 Waiting list, §7).
         */
        get: operations["listCustomerApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/payments": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's saved payment methods
         * @description Saved payment methods (discovery §7 GET /customers/payments; transactions §4 Payment methods: "saved" is the default when the stored method is valid). The spec shows no response; the contract returns the saved methods.
         */
        get: operations["listCustomerPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the customer (the logged-in user's own id). */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update the account
         * @description Account tab form (discovery §2 Account tab, §5 Account update, §7 PUT /customers/{id}). 422 field errors highlight the listed fields; a general failed alert shows (discovery §8).
         */
        put: operations["updateCustomer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/product_contracts": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's product contracts
         * @description Contracts tab of the profile and /me/contracts (discovery §2 Contracts tab, §7; transactions §2 Profile tabs, §7). Each contract has product, provider, event and name.
         */
        get: operations["listContracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/product_contracts/": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe to a product
         * @description New contract modal (transactions §2 New contract modal, §4 Contract, §5, §7 POST /customers/product_contracts/, §8 Contract errors). Sent with the token when logged in; otherwise the customer fields sign the user up (a login follows when a password was given). The answer's `booking` leads to the checkout. The path keeps the trailing slash the spec writes. With `Idempotency-Key` a retry answers the first answer again (422 `idempotency_key_reused` for another body with that key).
         */
        post: operations["createContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/product_contracts/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the product contract. */
                id: components["parameters"]["ContractId"];
            };
            cookie?: never;
        };
        /**
         * Load one product contract
         * @description Contract detail, success and failure pages (transactions §2 /me/contracts/{id}, Contract success page, Contract failure page, §7). Also the single-contract reload, whose path the spec does not show. A load failure shows "Error" (transactions §8).
         */
        get: operations["getContract"];
        put?: never;
        post?: never;
        /**
         * Cancel a product contract
         * @description Contract cancellation (discovery §7; transactions §2 Contracts tab, §7). The interface keeps the button disabled; the call exists for completeness and the client reloads the list afterwards.
         */
        delete: operations["cancelContract"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a booking
         * @description Booking form submit (transactions §2 Booking form content, §4 Booking, §5, §7 POST /bookings, §8 Booking create). Guests may book; with `customer.password` an account is created and the client logs in afterwards. The answer becomes the current booking and the checkout loads. 401 means a wrong event password; 422 carries field errors (the first is alerted) and/or a code from the booking messages. With `Idempotency-Key` a retry answers the first answer again (422 `idempotency_key_reused` for another body with that key).
         */
        post: operations["createBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/authorize": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the password of a protected event
         * @description Password gate of a protected event before the booking form shows (transactions §2 Event booking page, §5 Event password, §7 POST /bookings/authorize, §8 Authorize booking). Any failure marks the password wrong; 500 shows an alert to contact the provider.
         */
        post: operations["authorizeBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the booking. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        /**
         * Load a booking
         * @description Checkout and checkout-redirect pages (transactions §2 Checkout, Checkout redirect page, §7 GET /bookings/{id}, §8 Redirect failures). A guest booking is bound to the device fingerprint, a customer's to the session; 401 means the session was lost or does not match.
         */
        get: operations["getBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/confirm": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the booking. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a booking after payment
         * @description Confirms a booking with the payment result (transactions §2 Checkout redirect page, Free bookings, §7 POST /bookings/{id}/confirm, §8 Confirm booking, Redirect failures). Free bookings (costs 0 or below) send an empty `paymentObject`. 422 carries the server code shown as the message.
         */
        post: operations["confirmBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/validate": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the booking. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        /**
         * Validate a booking before payment
         * @description Checks that the booking can still be paid (transactions §7 GET /bookings/{id}/validate). Errors carry a code from the booking messages (for example `booked_out`, `booking_invalid`, `price_option_unavailable`).
         */
        get: operations["validateBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the booking. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        /**
         * Cancel a booking
         * @description Cancels an open booking when the user closes the booking page or the checkout (transactions §2 Event booking page, Checkout, §4 Booking, §7 GET /bookings/{id}/cancel). The spec uses GET for this call.
         */
        get: operations["cancelBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/payments": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the booking. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a payment of a kind
         * @description Switches the booking's payment to PayPal (creates the PayPal order, answer carries `paypalOrderId`) or back to the card payment provider (transactions §4 Payment methods, §7 POST /bookings/{id}/payments, §8 PayPal create order: 422 amount too high, 400 type or order creation error, 409 booking in another status).
         */
        post: operations["createBookingPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/payments/validate": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the booking. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a payment token
         * @description Token check before paying, for example of an IBAN (transactions §5 IBAN, §7 POST /bookings/{id}/payments/validate). Errors carry a server code such as `iban_not_valid` or `no_payment_method` and go to the payment error handler (transactions §8 Payment).
         */
        post: operations["validateBookingPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the product. */
                id: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        /**
         * Load a product
         * @description New contract modal (transactions §2 New contract modal, §3 Product, §7 GET /products/{id}). Status 500 or above shows a modal with the unknown-error text and the code (transactions §8 Contract errors).
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rooms/{roomId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the on-demand room. */
                roomId: components["parameters"]["RoomId"];
            };
            cookie?: never;
        };
        /**
         * Load an on-demand room
         * @description On-demand room (transactions §2 Room, §3 Room, §4 Room, §6, §7 GET /rooms/{roomId}, §8 Room errors). The spec does not show the exact path; the contract takes the room token as query `token` and the session token in the `Authorization` header; either grants access. 401 asks for a login, 410 means the access expired, 425 no content yet or not yet active.
         */
        get: operations["getRoom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/privacy_policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Load the general privacy policy
         * @description The general privacy policy linked in the footer and the contract summary (discovery §2 Footer, §7 GET /privacy_policy; transactions §2 Terms and privacy pages).
         */
        get: operations["getPrivacyPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Load the general terms
         * @description The general terms linked in the footer and, when the provider has none, in the contract summary (discovery §2 Footer; transactions §2 Terms and privacy pages). The spec shows no path; the contract chooses this one, mirroring GET /privacy_policy.
         */
        get: operations["getTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forwarded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Report a click-out to a provider's link
         * @description Reported when a visitor follows a provider's website, phone or social link (discovery §2 Provider page, §7 GET /forwarded). The spec names only the provider slug; the contract takes it as query `slug`.
         */
        get: operations["trackForwarded"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pixel.gif": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View-tracking pixel
         * @description A page view, fetched as an image at most once per hour per item (discovery §7, §9; transactions §7 Tracking pixel). Send exactly one of `c` (course id), `b` (post id) or `p` (provider slug), plus `ts`. The path is the contract's choice.
         */
        get: operations["trackView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/err": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a client error
         * @description Error reporting of exceptions (discovery §7 POST /err; transactions §8 Contract errors: the error is also reported). The session token is sent when present.
         */
        post: operations["reportError"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geo/autocomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suggest addresses
         * @description Address autocomplete of the map search, search bar and schedule address filter (discovery §2, §7 third-party maps service, §9 bias). The real adapter calls a maps service; this operation is the offline default the demo backend answers (ARCHITECTURE, embedded default).
         */
        get: operations["autocompleteAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geo/geocode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Geocode an address
         * @description Turns an address text into coordinates (discovery §7 third-party maps service). Offline default answered by the demo backend.
         */
        get: operations["geocodeAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a video embed
         * @description Video lookup for a room page's link (transactions §2 Room video embeds, §7 Video lookup, §8 Video lookup: 404 video not found). The real adapter asks the video provider; this operation is the offline default of the demo backend.
         */
        get: operations["lookupVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Address
         * @description A postal address with coordinates (discovery §3 Address; transactions §3 Event address.country).
         */
        Address: {
            /** @description Present on the extra addresses of providers and franchises. */
            id?: number;
            street?: string | null;
            postalCode?: string | null;
            city?: string | null;
            country?: components["schemas"]["CountryCode"] | null;
            description?: string | null;
            lat?: number | null;
            lng?: number | null;
            phone?: string | null;
        };
        /**
         * AgeGroup
         * @description Age group filter value (discovery §2 Search, §4 default filters). The former value `toddler` is no longer valid.
         * @enum {string}
         */
        AgeGroup: "baby" | "child" | "parents";
        /**
         * Applicant
         * @description A waiting-list application (discovery §3 Waiting-list applicant).
         */
        Applicant: {
            id?: number;
            eventId: number;
            name: string;
            /** Format: email */
            email: string;
            phone?: string | null;
            /** @description Answer to the event's waitListQuestion. */
            answer?: string | null;
            /** @default 1 */
            participantCount: number;
            /** Format: date-time */
            createdAt?: string;
        };
        /**
         * ApplicantCreateRequest
         * @description Body of POST /providers/{id}/applicants (discovery §7). A logged-in user sends the token and the server takes name and e-mail from the profile.
         */
        ApplicantCreateRequest: {
            eventId: number;
            applicant: {
                name?: string;
                /** Format: email */
                email?: string;
                phone?: string | null;
                answer?: string | null;
                /** @default 1 */
                participantCount: number;
            };
        };
        /**
         * Appointment
         * @description One date of an event (discovery §3 Event appointments[]).
         */
        Appointment: {
            id?: number;
            /** Format: date-time */
            startDate: string;
            /** Format: date-time */
            endDate?: string | null;
        };
        /**
         * Booking
         * @description A booking (transactions §3 Booking).
         */
        Booking: {
            id: number;
            status: components["schemas"]["BookingStatus"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            paidAt?: string | null;
            billingNo?: string | null;
            /** @description Total in euro cents (integer); 0 or below means a free booking. */
            costs: number;
            /** @description Service fee in euro cents (integer). */
            serviceFee?: number;
            /** @description VAT on the service fee in euro cents (integer). */
            vat?: number | null;
            /** @description VAT rate as a fraction, for example 0.19. */
            vatRate?: number | null;
            currency?: components["schemas"]["Currency"];
            note?: string | null;
            questions?: string | null;
            participants?: components["schemas"]["Participant"][];
            participantCount?: number;
            bookingItemValues?: components["schemas"]["BookingItemValue"][];
            voucher?: components["schemas"]["Voucher"] | null;
            priceOption?: components["schemas"]["PriceOption"] | null;
            course?: components["schemas"]["Course"];
            event?: components["schemas"]["Event"];
            provider?: components["schemas"]["ProviderRef"];
            user?: components["schemas"]["User"] | null;
            /** @description Client secret of the card payment intent. */
            clientSecret?: string | null;
            paypalOrderId?: string | null;
            paypalEnabled?: boolean;
            paymentMethod?: components["schemas"]["PaymentMethod"] | null;
            validPaymentMethodTypes?: components["schemas"]["PaymentMethodType"][];
            /** @description Connected account of the card payment provider, when set. */
            stripeAccount?: string | null;
            billUrl?: string | null;
            /** @description The contract this booking pays for, if any. */
            productContract?: {
                id?: number;
                product?: {
                    id?: number;
                    name: string;
                    typeOf: components["schemas"]["ProductType"];
                };
            } | null;
            /** @description Access to the on-demand room; valid while validDays is 0 or validUntil is not past. */
            onDemand?: {
                roomId: number;
                roomToken: string;
                /** Format: date-time */
                validUntil?: string | null;
                validDays?: number | null;
            } | null;
        };
        /**
         * BookingCreateRequest
         * @description Body of POST /bookings (transactions §7).
         */
        BookingCreateRequest: {
            booking: components["schemas"]["BookingInput"];
            customer: components["schemas"]["CustomerInput"];
        };
        /**
         * BookingInput
         * @description The booking part of POST /bookings (transactions §7).
         */
        BookingInput: {
            /** @description The total the client computed, in euro cents (integer); the server checks it. */
            costs?: number;
            /** @description Note to the provider (only when the event allows a note). */
            note?: string | null;
            eventId: number;
            priceOptionId?: number | null;
            participantsAttributes: {
                name: string;
            }[];
            bookingItemValuesAttributes?: components["schemas"]["BookingItemValueInput"][];
            questions?: string | null;
            voucherCode?: string | null;
            /** @description Password of a protected event (min 1 character). */
            password?: string | null;
            /** @description Where the booking was started; defaults to the product itself. */
            origin?: string | null;
        };
        /**
         * BookingItem
         * @description An extra question or item of an event (transactions §3 BookingItem).
         */
        BookingItem: {
            id: number;
            /** @description Shown cut at 20 characters in the summary. */
            label: string;
            /** @enum {string} */
            type: "text" | "checkbox" | "multiple" | "radio" | "quantity";
            mandatory?: boolean;
            options?: components["schemas"]["BookingItemOption"][];
        };
        /**
         * BookingItemOption
         * @description A selectable option of a booking item (transactions §3 BookingItem option).
         */
        BookingItemOption: {
            id: number;
            name: string;
            /** @description Price in euro cents (integer); 0 for free options. */
            price: number;
            currency?: components["schemas"]["Currency"];
            /** @description VAT rate as a fraction, for example 0.19. */
            vatRate?: number | null;
            /** @description Booked-out options are false and shown disabled. */
            available?: boolean;
            bookingItemId?: number;
        };
        /**
         * BookingItemValue
         * @description A chosen booking item value as stored on a booking (transactions §3 BookingItem value).
         */
        BookingItemValue: {
            /** @description The booking item (question) this value answers. */
            bookingItemId?: number | null;
            value?: string | null;
            /** @default 1 */
            quantity: number;
            bookingItemOption?: components["schemas"]["BookingItemOption"] | null;
        };
        /**
         * BookingItemValueInput
         * @description A booking item value as sent on booking or contract creation (transactions §7). Only values that are not null are sent. `bookingItemId` names the question the value answers (text and checkbox questions have no option to tell it).
         */
        BookingItemValueInput: {
            /** @description The booking item (question) this value answers. */
            bookingItemId?: number | null;
            value?: string | null;
            /** @default 1 */
            quantity: number;
            bookingItemOptionId?: number | null;
        };
        /**
         * BookingStatus
         * @description Status of a booking (transactions §4 Booking). Checkout path: `created` → `prepared` (payment can be made) → `paid`. Wider set: `pending` (waiting for payment), `rejected` (declined), `approved` (confirmed) and `canceled` (cancelled by the customer). Allowed transitions are not part of the spec.
         * @enum {string}
         */
        BookingStatus: "created" | "prepared" | "pending" | "paid" | "rejected" | "approved" | "canceled";
        /**
         * Category
         * @description A course category (discovery §3 Category); also used for blog categories, which add a description (transactions §3 Post).
         */
        Category: {
            id: number;
            name: string;
            /** @description CSS colour, for example `#7b3fe4`. */
            color?: string | null;
            /** @description Only on blog categories. */
            description?: string | null;
        };
        /**
         * CategorySpace
         * @description Key of a category space shown in the search strip (discovery §2 Search).
         * @enum {string}
         */
        CategorySpace: "family" | "creative" | "education" | "cooking" | "lifestyle" | "language" | "music" | "sport" | "health" | "travel";
        /**
         * Contact
         * @description A contact person of a provider or course (discovery §3, §6: the role is labelled contact person). Field names besides role are the contract's choice.
         */
        Contact: {
            id?: number;
            name: string;
            /** @description Role label, for example `contact_person`. */
            role?: string | null;
            /** Format: email */
            email?: string | null;
            phone?: string | null;
            /** @description Portrait URL. */
            image?: string | null;
        };
        /**
         * Contract
         * @description A product contract of the customer (transactions §3 Contract). After creation `booking` points to the booking that pays for it.
         */
        Contract: {
            id: number;
            name?: string | null;
            status: components["schemas"]["ContractStatus"];
            active: boolean;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            startedAt?: string | null;
            /** Format: date-time */
            endedAt?: string | null;
            /** Format: date-time */
            canceledAt?: string | null;
            /**
             * Format: date-time
             * @description When set, the contract is scheduled to be cancelled (warning badge).
             */
            cancelAt?: string | null;
            /** Format: date-time */
            cancelsAt?: string | null;
            /** Format: date-time */
            endsAt?: string | null;
            /** Format: date-time */
            currentPeriodStart?: string | null;
            /**
             * Format: date-time
             * @description Shown as the next period start.
             */
            currentPeriodEnd?: string | null;
            /** Format: date-time */
            nextPeriodStart?: string | null;
            /** @description Number of the current period. */
            period?: number | null;
            /** @description Number of rates (payments) of a plan. */
            rates?: number | null;
            /** @description Courses linked to the product. */
            courses?: components["schemas"]["Course"][];
            product?: components["schemas"]["Product"];
            provider?: components["schemas"]["ProviderRef"];
            event?: components["schemas"]["Event"] | null;
            booking?: {
                id: number;
                provider: {
                    slug: string;
                };
            } | null;
        };
        /**
         * ContractCreateRequest
         * @description Body of POST /customers/product_contracts/ (transactions §7): the contract and the user fields (signup or login is required in the same form).
         */
        ContractCreateRequest: {
            productContract: components["schemas"]["ContractInput"];
            customer: components["schemas"]["CustomerInput"];
        };
        /**
         * ContractInput
         * @description The productContract part of POST /customers/product_contracts/ (transactions §7).
         */
        ContractInput: {
            productId: number;
            participantName: string;
            eventId?: number | null;
            /** @description Password of a protected event. */
            password?: string | null;
            bookingItemValuesAttributes?: components["schemas"]["BookingItemValueInput"][];
        };
        /**
         * ContractStatus
         * @description Status of a product contract (transactions §4 Contract): `activated` (running), `ended` and `expired` (both shown as expired), `canceled`.
         * @enum {string}
         */
        ContractStatus: "activated" | "ended" | "expired" | "canceled";
        /**
         * ContractValidationError
         * @description 422 body of contract creation (transactions §5, §8 Contract errors): field errors of the contract under `productContract` and of the user fields under `customer`, keys camelCase. When `productContract` is missing the client shows the unknown-error alert.
         */
        ContractValidationError: {
            /** @constant */
            status: 422;
            code?: string;
            message?: string;
            productContract?: components["schemas"]["FieldErrors"];
            customer?: components["schemas"]["FieldErrors"];
        };
        /**
         * CountryCode
         * @description ISO 3166-1 alpha-2 code of a supported country (discovery §9, transactions §9): AT, CH, NO, DE, GB and the EU members. Default DE.
         * @default DE
         * @enum {string}
         */
        CountryCode: "DE" | "AT" | "CH" | "LU" | "DK" | "BE" | "BG" | "HR" | "CY" | "CZ" | "EE" | "FI" | "FR" | "GR" | "HU" | "IE" | "IT" | "LV" | "LT" | "MT" | "NL" | "PL" | "PT" | "RO" | "SK" | "SI" | "ES" | "SE" | "GB" | "NO";
        /**
         * Course
         * @description A course or offer of a provider (discovery §3 Course merged with transactions §3 Course). In lists and embedded objects `events` may be left out.
         */
        Course: {
            id: number;
            name: string;
            subTitle?: string | null;
            shortDescription?: string | null;
            description?: string | null;
            /** @description Gallery image URLs. */
            images?: string[];
            /** @description Title image URL. */
            titleImage?: string | null;
            categories?: components["schemas"]["Category"][];
            franchise?: components["schemas"]["FranchiseRef"] | null;
            provider?: components["schemas"]["ProviderRef"];
            events?: components["schemas"]["Event"][];
            products?: components["schemas"]["Product"][];
            trainers?: components["schemas"]["Trainer"][];
            contacts?: components["schemas"]["Contact"][];
            isBookable?: boolean;
            /**
             * @description The spec writes "not ready"; on the wire it is `not_ready`.
             * @enum {string}
             */
            status?: "ready" | "not_ready" | "started" | "ended";
            approvalRequired?: boolean;
            /** @description Search relevance; the course is starred at 5000 or more. */
            relevance?: number | null;
            heartsCount?: number;
            publicRatingsCount?: number;
            ratings?: components["schemas"]["Rating"][];
            /** @description The location is flexible (computer icon, no address). */
            flexibleLocation?: boolean;
            /** @enum {string} */
            locationType?: "online" | "byArrangement" | "home" | "onSite" | "others";
            manyLocations?: boolean;
            address?: components["schemas"]["Address"] | null;
            /** @description Distance in km from the search centre. */
            distance?: number | null;
            participantCount?: number | null;
            participantsLeft?: number | null;
            /** @description Minimum age in months. */
            ageMin?: number | null;
            /** @description Maximum age in months. */
            ageMax?: number | null;
            /** @description Lowest price in euro cents (integer). */
            priceFrom?: number | null;
            /** @description Highest price in euro cents (integer). */
            priceTo?: number | null;
            /** @description Lowest service fee in euro cents (integer). */
            serviceFeeFrom?: number | null;
            /** @description The service fee is included in the prices. */
            serviceFeeIncluded?: boolean;
            /** @description Service fee rate as a fraction of the total, for example 0.05. */
            serviceFeeRate?: number | null;
            /** @description Cap of the service fee in euro cents (integer). */
            maxServiceFee?: number | null;
            currency?: components["schemas"]["Currency"];
            hasPrices?: boolean;
            /** Format: date-time */
            startDate?: string | null;
            startDates?: string[];
            /** Format: date-time */
            endDate?: string | null;
            /** @description Group name; lists group by it (case-insensitive order). */
            group?: string | null;
        };
        /**
         * CourseSearchMeta
         * @description Paging data of GET /search/courses/.
         */
        CourseSearchMeta: {
            totalCount: number;
            limit: number;
            offset: number;
        };
        /**
         * Currency
         * @description Currency of every amount. Always EUR (discovery §9, transactions §9).
         * @default EUR
         * @enum {string}
         */
        Currency: "EUR";
        /**
         * CustomerInput
         * @description Contact and billing data sent with a booking or contract (transactions §5). With `password` (min 8) an account is created; the client sets `passwordConfirmation` equal to it.
         */
        CustomerInput: {
            firstName: string;
            lastName: string;
            /** Format: email */
            email: string;
            /** @description Required when the event has mandatoryPhone. */
            phone?: string | null;
            company?: string | null;
            street?: string;
            postalCode?: string;
            city?: string;
            country?: components["schemas"]["CountryCode"];
            password?: string;
            passwordConfirmation?: string;
        };
        /**
         * CustomerSignup
         * @description Signup payload (discovery §3, §5): firstName, lastName, email and password required; passwordConfirmation is set equal to password; role is sent without a value.
         */
        CustomerSignup: {
            firstName: string;
            lastName: string;
            /** Format: email */
            email: string;
            password: string;
            passwordConfirmation?: string;
            phone?: string | null;
            role?: string | null;
        };
        /**
         * CustomerUpdate
         * @description Account form payload (discovery §7 PUT /customers/{id}, §5 Account update).
         */
        CustomerUpdate: {
            /** Format: email */
            email?: string;
            firstName?: string;
            lastName?: string;
            phone?: string | null;
            street?: string;
            postalCode?: string;
            city?: string;
            country?: components["schemas"]["CountryCode"];
            company?: string | null;
        };
        /**
         * EmailRequest
         * @description A request carrying only the customer's e-mail (confirmation resend, password reset).
         * @example {
         *       "customer": {
         *         "email": "anna@example.org"
         *       }
         *     }
         */
        EmailRequest: {
            customer: {
                /** Format: email */
                email: string;
            };
        };
        /**
         * Error
         * @description Shared error body (discovery §8, transactions §8). `code` is a server code the client maps to a catalogue text; unknown codes fall back to the generic text of the call. Known codes: `provider_not_bookable`, `not_enough_places`, `too_many_participants`, `payment_error`, `unknown_error`, `billing_address_incomplete`, `participant_name_missing`, `participants_missing`, `email_taken`, `customer_data_invalid`, `phone_invalid`, `price_option_unavailable`, `wrong_password`, `booking_option_unavailable`, `payment_method_change_failed`, `booked_out`, `booking_invalid`, `voucher_min_amount`, `terms_not_accepted`, `no_payment_method`, `iban_not_valid`, `amount_too_high`, `wrong_state`, `payment_not_approved`, `booking_expired`, `session_required`, `not_yet_active`, `access_expired`, `voucher_invalid`, `rate_limited`, `idempotency_key_reused`, `idempotency_key_invalid`.
         */
        Error: {
            /** @description The HTTP status code, repeated in the body. */
            status: number;
            /** @description Machine-readable server code (see the list above). */
            code?: string;
            /** @description Human-readable message; shown by the assistant and as a fallback. */
            message?: string;
            errors?: components["schemas"]["FieldErrors"];
        };
        /**
         * ErrorReport
         * @description A client error report (discovery §7 POST /err).
         */
        ErrorReport: {
            /** @description The exception message. */
            message: string;
            /** @description Any context (route, status, component stack). */
            data?: {
                [key: string]: unknown;
            } | null;
        };
        /**
         * Event
         * @description A bookable date or series of a course (discovery §3 Event merged with transactions §3 Event). On-demand events have `validDays` (7, 14, 30, 90, 180, 365; other values mean unlimited).
         */
        Event: {
            id: number;
            name?: string | null;
            /** @description Shown cut at 240 characters on wide screens, otherwise 140. */
            description?: string | null;
            typeOf: components["schemas"]["EventType"];
            /** Format: date-time */
            startDate?: string | null;
            /** Format: date-time */
            endDate?: string | null;
            appointments?: components["schemas"]["Appointment"][];
            priceOptions?: components["schemas"]["PriceOption"][];
            /** @description Products offered for this event; choosing one leads to the new-contract page. */
            products?: components["schemas"]["Product"][];
            bookingItems?: components["schemas"]["BookingItem"][];
            /** @description Places left; null when unlimited. */
            participantsLeft?: number | null;
            /** @description Participants already booked; the remaining share is `participantsLeft / (participantsLeft + participantCount)` (discovery §4 places-left hint). */
            participantCount?: number | null;
            /**
             * @description Availability state (discovery §4 Event availability). The spec names the states but no field; the contract adds this one. Protection is separate (`isProtected`).
             * @enum {string}
             */
            availability?: "bookable" | "not_yet_bookable" | "booked_out" | "not_bookable";
            /** @description A password is needed before booking. */
            isProtected?: boolean;
            /** Format: date-time */
            protectedUntil?: string | null;
            protectedHint?: string | null;
            /** @description The event has a waiting list (offered when booked out). */
            waitList?: boolean;
            /** @description Question answered on the waiting-list form (answer max 250 characters). */
            waitListQuestion?: string | null;
            /** @description On-demand validity in days; 0 or null means unlimited. */
            validDays?: number | null;
            trainers?: components["schemas"]["Trainer"][];
            address?: components["schemas"]["Address"] | null;
            /** @description Hidden events appear only with the course's access token. */
            hidden?: boolean;
            /** @description The booking form offers a note to the provider. */
            allowNote?: boolean;
            /** @description Phone is required in the booking form. */
            mandatoryPhone?: boolean;
        };
        /**
         * EventType
         * @description Kind of an event (discovery §3 Event, transactions §3 Event). `block` runs as a fixed series, `flexible` shows its description instead of dates, `continuous` runs over a period, `on_demand` gives access to a room for `validDays`, `single` and `recurring` are used in the booking flow. Signup is forced for `on_demand` and for the further type the spec leaves unnamed (transactions §5).
         * @enum {string}
         */
        EventType: "block" | "flexible" | "continuous" | "on_demand" | "single" | "recurring";
        /**
         * FieldErrors
         * @description Validation messages keyed by the camelCase field name (for example `firstName`, `postalCode`); each field carries one or more messages.
         * @example {
         *       "email": [
         *         "has already been taken"
         *       ],
         *       "postalCode": [
         *         "can't be blank"
         *       ]
         *     }
         */
        FieldErrors: {
            [key: string]: string[];
        };
        /**
         * Franchise
         * @description A franchise brand page (discovery §3 Franchise). Loaded by numeric id or slug.
         */
        Franchise: {
            id: number;
            slug: string;
            name: string;
            /** @description Subtitle; the client shows a default intro when empty. */
            subTitle?: string | null;
            title?: string | null;
            /** @description Logo URL. */
            logo?: string | null;
            /** @description Background colour; when missing or black the client uses its default gradient. */
            primaryColor?: string | null;
            /** @description Gallery image URLs. */
            images?: string[];
            description?: string | null;
            /** Format: email */
            contactEmail?: string | null;
            website?: string | null;
            url?: string | null;
            address?: components["schemas"]["Address"] | null;
            addressCombined?: string | null;
            /** @description Extra addresses (with id). */
            addresses?: components["schemas"]["Address"][];
            franchises?: components["schemas"]["FranchiseRef"][];
            /** @description Categories offered as schedule filter; the pill shows only with more than one. */
            scheduleCategories?: components["schemas"]["Category"][];
            categories?: components["schemas"]["Category"][];
        };
        /**
         * FranchiseRef
         * @description Short reference to a franchise as embedded in providers (franchises[] by slug) and courses (franchise {slug, name, logo, color, title}), discovery §3.
         */
        FranchiseRef: {
            id?: number;
            slug: string;
            name?: string;
            /** @description Logo URL. */
            logo?: string | null;
            /** @description Brand colour (the franchise's primaryColor). */
            color?: string | null;
            title?: string | null;
        };
        /**
         * GeoPlace
         * @description An address suggestion or geocoding hit (discovery §7 third-party maps service; offline default answered by the demo backend).
         */
        GeoPlace: {
            id?: string;
            /** @description The full address in one line. */
            label: string;
            street?: string | null;
            postalCode?: string | null;
            city?: string | null;
            /** @enum {string} */
            country?: "DE" | "AT" | "LU" | "CH";
            lat: number;
            lng: number;
        };
        /**
         * IntervalType
         * @description Unit of a billing interval of a product or recurring price option. The spec names the field but not its values; the contract fixes these four.
         * @enum {string}
         */
        IntervalType: "day" | "week" | "month" | "year";
        /**
         * InvoiceAnchor
         * @description When a product's invoices fall within a period (transactions §3 Product). Shown in the new contract modal unless it is `start_date`.
         * @enum {string}
         */
        InvoiceAnchor: "start_date" | "beginning_of_period" | "middle_of_period" | "end_of_period";
        /**
         * Lead
         * @description A suggested provider (discovery §3 Lead); name optional, email and url required.
         */
        Lead: {
            name?: string | null;
            /** Format: email */
            email: string;
            url: string;
        };
        /**
         * LocationProvider
         * @description A provider at a search location (discovery §3 Search location result providers[]).
         */
        LocationProvider: {
            id: number;
            name: string;
            slug: string;
            logo?: string | null;
            image?: string | null;
            description?: string | null;
            external?: boolean;
            /** @description The card lists at most 5. */
            categories?: components["schemas"]["Category"][];
            /** @description Age span in months. */
            ageSpan?: {
                min?: number | null;
                max?: number | null;
            } | null;
            courseCount?: number;
            onlineCourseCount?: number;
        };
        /**
         * LocationSearchMeta
         * @description Metadata of GET /search/locations/ (discovery §3 Search location result).
         */
        LocationSearchMeta: {
            page: number;
            totalCount: number;
            /** @description Bounding box of the found locations, in degrees. */
            bounds?: {
                north: number;
                east: number;
                south: number;
                west: number;
            } | null;
            /** @description A franchise matching the term, if any. */
            franchise?: {
                slug: string;
                name: string;
                logo?: string | null;
                primaryColor?: string | null;
            } | null;
        };
        /**
         * LocationTypeFilter
         * @description Location type filter value of the search (discovery §2 Search, §4 default filters).
         * @enum {string}
         */
        LocationTypeFilter: "online" | "on_site" | "home" | "by_arrangement";
        /**
         * LoginRedirect
         * @description Answer of a login for a flagged account (HTTP 300, discovery §4 User session): the browser posts a form with the user's e-mail, password and `token` (anti-forgery) to `route`.
         */
        LoginRedirect: {
            /** @description Absolute path or URL the browser form is posted to. */
            route: string;
            /** @description Anti-forgery token sent as a hidden field of that form. */
            token: string;
        };
        /**
         * Participant
         * @description A participant of a booking (transactions §3 Participant).
         */
        Participant: {
            id?: number;
            name: string;
            /** @description Stable key of the participant row. */
            key?: string | null;
        };
        /**
         * PaymentMethod
         * @description A saved payment method (transactions §3 Booking paymentMethod).
         */
        PaymentMethod: {
            type: components["schemas"]["PaymentMethodType"];
            /** @description Id at the payment provider. */
            id?: string;
            /** @description Last four digits of the card or IBAN. */
            last4?: string | null;
        };
        /**
         * PaymentMethodType
         * @description Payment method identifier (transactions §4 Payment methods), using the card payment provider's type names; `paypal` is PayPal. The payment request button pays as `card`.
         * @enum {string}
         */
        PaymentMethodType: "card" | "sepa_debit" | "giropay" | "sofort" | "klarna" | "paypal";
        /**
         * PlaceList
         * @description Address suggestions or geocoding hits, best first.
         */
        PlaceList: {
            places: components["schemas"]["GeoPlace"][];
        };
        /**
         * Placement
         * @description An advertising card shown among search results (discovery §3 Placement).
         */
        Placement: {
            id?: number;
            /** @enum {string} */
            modelName: "placement";
            /** @description Target of the card's action. */
            url?: string | null;
            /** @description Image URL. */
            image?: string | null;
            color?: string | null;
            content?: string | null;
            /** @description Label of the action button. */
            actionName?: string | null;
        };
        /**
         * Post
         * @description A provider's blog post (transactions §3 Post). Addressed by its slug.
         */
        Post: {
            id: number;
            slug: string;
            title: string;
            /** @description HTML content; the list shows a 250-character preview. */
            content?: string | null;
            /** @description Image URL. */
            image?: string | null;
            author?: {
                fullName?: string;
                /** @description Avatar URL. */
                avatar?: string | null;
            } | null;
            /** Format: date-time */
            publishedAt?: string | null;
            /** @description Approximate reading time in minutes; 0 shows "less than a minute". */
            readingTime?: number;
            /** @description Blog categories (name, color, description). */
            categories?: components["schemas"]["Category"][];
        };
        /**
         * PostList
         * @description A provider's published blog posts, newest first (transactions §2 Blog).
         */
        PostList: {
            posts: components["schemas"]["Post"][];
        };
        /**
         * PriceOption
         * @description A way to pay for an event (discovery §3 PriceOption merged with transactions §3 PriceOption). Products offered beside price options carry `model: Product` (see Product).
         */
        PriceOption: {
            id: number;
            name: string;
            description?: string | null;
            /** @description Price per participant in euro cents (integer); a booking costs price × participants, a `top_up` option price × 1 (transactions §5, §9). */
            price: number;
            /**
             * @description `standard` is the usual option; for `top_up` the participants count as one (transactions §5).
             * @default standard
             * @enum {string}
             */
            typeOf: "standard" | "top_up";
            /**
             * @description Participants are added in blocks of this size.
             * @default 1
             */
            participantMultiplier: number;
            /** @description The option's own participant cap, if any. */
            maxParticipantCount?: number | null;
            recurring?: boolean;
            intervalType?: components["schemas"]["IntervalType"] | null;
            intervalCount?: number | null;
            periodCount?: number | null;
            currency?: components["schemas"]["Currency"];
            /**
             * @description Model name of the offer; always `PriceOption` here.
             * @enum {string}
             */
            model?: "PriceOption";
        };
        /**
         * PrivacyPolicyText
         * @description A privacy policy text (discovery §7, transactions §7); HTML.
         */
        PrivacyPolicyText: {
            privacyPolicy: string;
        };
        /**
         * Product
         * @description A recurring offer booked as a contract (transactions §3 Product merged with discovery §3 Product). `model` is `Product`, which tells it apart from a price option in an event's offer list.
         */
        Product: {
            id: number;
            name: string;
            /** @description Shown with a read-more toggle above 200 characters. */
            description?: string | null;
            /** @description Price per interval in euro cents (integer). */
            price: number;
            /** @description Total over all periods (plans) in euro cents (integer). */
            priceTotal?: number | null;
            typeOf: components["schemas"]["ProductType"];
            intervalType?: components["schemas"]["IntervalType"] | null;
            intervalCount?: number | null;
            /** @description Number of periods (for plans). */
            periodCount?: number | null;
            invoiceAnchor?: components["schemas"]["InvoiceAnchor"];
            /** @description Proration anchor as configured by the provider; display only (values not in the spec). */
            prorateAnchor?: string | null;
            /** @description Cancellation terms as text. */
            cancelation?: string | null;
            /** @description Service fee in euro cents (integer). */
            serviceFee?: number | null;
            serviceFeeIncluded?: boolean;
            currency?: components["schemas"]["Currency"];
            /** @description Events the product gives access to. */
            events?: components["schemas"]["Event"][];
            /** @description When false and there is more than one event, the other events are listed. */
            eventOnly?: boolean;
            provider?: components["schemas"]["ProviderRef"];
            /**
             * @description Model name of the offer; always `Product`.
             * @enum {string}
             */
            model?: "Product";
        };
        /**
         * ProductType
         * @description Kind of a recurring product (transactions §3 Product). `plan` shows an info badge.
         * @enum {string}
         */
        ProductType: "plan" | "subscription" | "membership" | "license";
        /**
         * Provider
         * @description A provider and its public mini-site (discovery §3 Provider merged with transactions §3 Provider). Loaded by numeric id or slug.
         */
        Provider: {
            id: number;
            slug: string;
            name: string;
            subTitle?: string | null;
            description?: string | null;
            /** @description Logo URL. */
            logo?: string | null;
            /** @description Gallery image URLs. */
            images?: string[];
            /**
             * @description Page template; `standard` is the default and `clean` shares its layout.
             * @default standard
             * @enum {string}
             */
            template: "card" | "standard" | "clean";
            /** @description External providers only link out to their own site. */
            external?: boolean;
            /** @description Own website; links lacking http or https get `http://` prepended by the client. */
            website?: string | null;
            /** @description The address the provider is registered with; the preview looks providers up by it. */
            url?: string | null;
            /** Format: email */
            email?: string | null;
            phone?: string | null;
            address?: components["schemas"]["Address"] | null;
            /** @description Other addresses. */
            addresses?: components["schemas"]["Address"][];
            /** @description The main address in one line. */
            addressCombined?: string | null;
            socialMediaFacebookLink?: string | null;
            socialMediaInstagramLink?: string | null;
            socialMediaWhatsappLink?: string | null;
            franchises?: components["schemas"]["FranchiseRef"][];
            /** @description Contact persons; the first is used in the booking flow. */
            contacts?: components["schemas"]["Contact"][];
            categories?: components["schemas"]["Category"][];
            hasTerms?: boolean;
            hasPrivacyPolicy?: boolean;
            justCreated?: boolean;
            /** @description Days since the provider joined; 30 or less shows "recently". */
            sinceDays?: number;
            courseCount?: number;
            onlineCourseCount?: number;
            /** @description Whether the provider offers online courses. */
            onlineCourses?: boolean;
            /** @description Lowest price in euro cents (integer). */
            priceFrom?: number | null;
            /** @description Highest price in euro cents (integer). */
            priceTo?: number | null;
            /** @description Search relevance; highlighted with a search term at 1000 or more. */
            relevance?: number | null;
            /** @description Distance in km from the search centre. */
            distance?: number | null;
            heartsCount?: number;
            publicRatingsCount?: number;
            ratings?: components["schemas"]["Rating"][];
            /** @description Page background colour (not used by the clean template). */
            backgroundColor?: string | null;
            /** @description Number of published blog posts. */
            postCount?: number;
            /** @description PayPal client id used at checkout (transactions §3). */
            paypalClientId?: string | null;
            /**
             * Format: date-time
             * @description Client-side only, never sent by the server: the client remembers visits locally as {id, slug, name, logo, time} (discovery §3, §4 Provider visit).
             */
            visitedAt?: string | null;
        };
        /**
         * ProviderMessage
         * @description A contact-form message to a provider (discovery §3 Provider message, §5 Contact form). The name is split at the first space into first and last name.
         */
        ProviderMessage: {
            subject?: string | null;
            /** @description The message. */
            content: string;
            /** @description Sender e-mail address. */
            from?: string | null;
            /** @description Recipient (the provider's or contact person's e-mail). */
            to?: string | null;
            customer: {
                firstName: string;
                lastName?: string | null;
                /** Format: email */
                email: string;
                phone?: string | null;
            };
        };
        /**
         * ProviderRef
         * @description Short reference to a provider as embedded in courses, bookings, products and contracts (course provider {slug, id}, contract booking provider.slug).
         */
        ProviderRef: {
            id?: number;
            slug: string;
            name?: string;
            /** @description The provider has its own terms; the booking form links them instead of the marketplace's (transactions §2 Booking form content, Terms and privacy pages). */
            hasTerms?: boolean;
            /** @description The provider has its own privacy policy (as hasTerms). */
            hasPrivacyPolicy?: boolean;
            /** @description Logo URL. */
            logo?: string | null;
            /** @description The town of the provider's main address. Course cards name it for a course without an address of its own (online, at home, by arrangement); the spec's course shows who offers it and where only through the provider. */
            city?: string | null;
        };
        /**
         * Rating
         * @description A public rating (discovery §3 Rating). The author name is shown cut at 12 characters.
         */
        Rating: {
            text: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Author name. */
            name: string;
            course?: {
                name?: string;
            } | null;
        };
        /**
         * Recommendation
         * @description A recommended provider or course (discovery §7 recommendations). The spec does not show the shape; the contract reuses the search result entries.
         */
        Recommendation: components["schemas"]["SearchResultProvider"] | components["schemas"]["SearchResultCourse"];
        /**
         * Room
         * @description An on-demand room with its pages (transactions §3 Room).
         */
        Room: {
            id: number;
            name: string;
            validDays?: number | null;
            /** Format: date-time */
            validUntil?: string | null;
            pages: components["schemas"]["RoomPage"][];
        };
        /**
         * RoomPage
         * @description A content page of an on-demand room (transactions §3 Room page).
         */
        RoomPage: {
            id: number;
            title: string;
            published: boolean;
            /**
             * Format: date-time
             * @description When an unpublished page becomes visible.
             */
            publishAt?: string | null;
            /** @description HTML content. */
            content?: string | null;
            contentFile?: {
                name: string;
                url: string;
            } | null;
            vimeoVideoId?: string | null;
            vimeoVideoLink?: string | null;
            /** @description An iframe is injected as given; other code renders in a sandboxed frame. */
            embedCode?: string | null;
            /** @description Poster image URL. */
            poster?: string | null;
        };
        /**
         * ScheduleEvent
         * @description An event in a franchise schedule (discovery §3 Schedule event) with its provider and course embedded. The card is skipped unless the course has a selected category.
         */
        ScheduleEvent: {
            id: number;
            /** @enum {string} */
            typeOf: "block" | "continuous";
            startDates?: string[];
            endDates?: string[];
            /** Format: date-time */
            startDate?: string | null;
            /** Format: date-time */
            endDate?: string | null;
            /**
             * Format: date-time
             * @description The start date that falls into the requested range.
             */
            matchingStartDate?: string | null;
            bookedOut?: boolean;
            participantsLeft?: number | null;
            provider: components["schemas"]["ProviderRef"];
            course: components["schemas"]["Course"];
        };
        /**
         * SearchLocationResult
         * @description A map location with its providers (discovery §3 Search location result).
         */
        SearchLocationResult: {
            lat: number;
            lng: number;
            street?: string | null;
            postalCode?: string | null;
            city?: string | null;
            /** @description Distance in km from the centre; shown with 2 decimals. */
            distance?: number | null;
            providers: components["schemas"]["LocationProvider"][];
        };
        /**
         * SearchMeta
         * @description Paging data of GET /search/all/ (default page size 9, discovery §9).
         */
        SearchMeta: {
            page: number;
            totalCount: number;
            perPage: number;
        };
        /**
         * SearchResult
         * @description One entry of GET /search/all/ (discovery §3 Search result): `modelName` and `id`, plus the full provider, course or placement object.
         */
        SearchResult: components["schemas"]["SearchResultProvider"] | components["schemas"]["SearchResultCourse"] | components["schemas"]["SearchResultPlacement"];
        /**
         * SearchResultCourse
         * @description A course search result (discovery §3 Search result) carrying the full course.
         */
        SearchResultCourse: components["schemas"]["Course"] & {
            /** @enum {string} */
            modelName: "course";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            modelName: "course";
        };
        /**
         * SearchResultPlacement
         * @description A placement search result (discovery §3 Search result, Placement).
         */
        SearchResultPlacement: components["schemas"]["Placement"] & {
            id: number;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            modelName: "placement";
        };
        /**
         * SearchResultProvider
         * @description A provider search result (discovery §3 Search result) carrying the full provider.
         */
        SearchResultProvider: components["schemas"]["Provider"] & {
            /** @enum {string} */
            modelName: "provider";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            modelName: "provider";
        };
        /**
         * SearchTextRequest
         * @description Body of POST /search/text, the search assistant (discovery §2 Search, §7).
         */
        SearchTextRequest: {
            text_search: {
                /** @description The free-text sentence; non-empty after trimming. */
                query: string;
                /**
                 * @default de
                 * @enum {string}
                 */
                locale: "de" | "en";
            };
        };
        /**
         * SearchTextResult
         * @description Filters derived from the assistant's sentence (discovery §7 POST /search/text) and a message to show. Defaults: radius 25, bookable true, startDate null.
         */
        SearchTextResult: {
            term?: string | null;
            address?: string | null;
            lat?: number | null;
            lng?: number | null;
            ageGroups?: components["schemas"]["AgeGroup"][];
            locationTypes?: components["schemas"]["LocationTypeFilter"][];
            /** @default true */
            bookable: boolean;
            /** @description Maximum price in euro cents (integer); null means no limit. */
            maxPrice?: number | null;
            /**
             * @description Radius in km.
             * @default 25
             */
            radius: number;
            /** Format: date */
            startDate?: string | null;
            message: string;
        };
        /**
         * TermsText
         * @description A terms text (discovery §7, transactions §7); HTML.
         */
        TermsText: {
            terms: string;
        };
        /**
         * Trainer
         * @description A trainer of a course or event (discovery §3, transactions §3; fields chosen by the contract).
         */
        Trainer: {
            id?: number;
            name: string;
            /** @description Portrait URL. */
            image?: string | null;
        };
        /**
         * User
         * @description The logged-in customer (discovery §3 Customer/User merged with transactions §3 User). Passwords are never returned.
         */
        User: {
            id: number;
            firstName: string;
            lastName: string;
            /** Format: email */
            email: string;
            phone?: string | null;
            mobile?: string | null;
            /**
             * Format: date
             * @description Date of birth (the spec names it in words).
             */
            dateOfBirth?: string | null;
            company?: string | null;
            street?: string | null;
            postalCode?: string | null;
            city?: string | null;
            country?: components["schemas"]["CountryCode"];
            role?: string | null;
            bookingCount?: number;
            productContractCount?: number;
            /** @description Saved participant names, pre-filled in the booking form. */
            participantNames?: string[];
            /** @description Ids of the events the user has booked (the spec's "events booked"). */
            bookedEventIds?: number[];
        };
        /**
         * VideoInfo
         * @description Result of the video lookup for a room page's link (transactions §3 Room page, §7 Video lookup; offline default answered by the demo backend).
         */
        VideoInfo: {
            videoId: string;
            /** @description Embed code. */
            html?: string | null;
            width?: number | null;
            height?: number | null;
            /** @description Thumbnail image URL. */
            thumbnail?: string | null;
            title?: string | null;
        };
        /**
         * Voucher
         * @description A voucher (transactions §3 Voucher, also embedded in a booking). A `cash` voucher subtracts `value` euro cents; a `percent` voucher takes `value` percent of the price option's price. It applies only when the amount reaches `minBookingAmount`.
         */
        Voucher: {
            code: string;
            /** @enum {string} */
            unit: "cash" | "percent";
            /** @description Euro cents (integer) for `cash`, percent (0–100) for `percent`. */
            value: number;
            /** @description Minimum booking amount in euro cents (integer). */
            minBookingAmount?: number | null;
            /** @description Percentage as carried on a booking's voucher; equals `value` when `unit` is `percent`. */
            percent?: number | null;
        };
    };
    responses: {
        /** @description Bad request: the booking is in the wrong state or the request cannot be processed (transactions §8: booking create "contact provider", PayPal type or order error, redirect "wrong state"). */
        BadRequest: {
            headers: {
                "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 400,
                 *       "code": "wrong_state",
                 *       "message": "The booking is in the wrong state."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unauthorized: no or an invalid session, a session that does not match the booking, or a wrong event password (transactions §8). */
        Unauthorized: {
            headers: {
                "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 401,
                 *       "code": "session_required",
                 *       "message": "Please log in."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not found (discovery §8: the client shows its not-found text). */
        NotFound: {
            headers: {
                "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "Not found"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflict: the booking is in another status, or the payment was not made or not approved (transactions §8). */
        Conflict: {
            headers: {
                "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 409,
                 *       "code": "payment_not_approved",
                 *       "message": "The payment was not approved."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Gone: the booking or the room access has expired (transactions §8). */
        Gone: {
            headers: {
                "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 410,
                 *       "code": "booking_expired",
                 *       "message": "This booking has expired."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Validation failed: field errors keyed by the camelCase field name, and/or a server code (transactions §5, §8). */
        UnprocessableEntity: {
            headers: {
                "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 422,
                 *       "code": "customer_data_invalid",
                 *       "errors": {
                 *         "email": [
                 *           "is invalid"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too early: the room has no content yet or is not yet active (transactions §4 Room, §8). */
        TooEarly: {
            headers: {
                "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 425,
                 *       "code": "not_yet_active",
                 *       "message": "This content is not active yet."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests: limit reached, try later (transactions §8, discovery §8 assistant); for a login, too many failed logins for the e-mail (the right password too is refused until the wait is over). */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 429,
                 *       "code": "rate_limited",
                 *       "message": "Too many requests, please try again later."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unexpected server error. */
        InternalServerError: {
            headers: {
                "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 500,
                 *       "message": "Unexpected error"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Contract validation failed (transactions §5, §8 Contract errors): field errors under `productContract` (and `customer`), keys camelCase. */
        ContractUnprocessable: {
            headers: {
                "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 422,
                 *       "productContract": {
                 *         "participantName": [
                 *           "can't be blank"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ContractValidationError"];
            };
        };
        /** @description Multiple choices: the account is flagged and must log in through a browser form post to `route` with the e-mail, the password and the anti-forgery `token` (discovery §4 User session). */
        LoginRedirect: {
            headers: {
                "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "route": "/users/sign_in",
                 *       "token": "8f1e6c2a0b"
                 *     }
                 */
                "application/json": components["schemas"]["LoginRedirect"];
            };
        };
    };
    parameters: {
        /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
        DeviceFingerprint: string;
        /**
         * @description Cache-busting timestamp (milliseconds since the epoch) some reads add to avoid cached answers (discovery §7). The server ignores its value.
         * @example 1767225600000
         */
        CacheBuster: number;
        /**
         * @description A key the client makes once per submit (a random UUID) and sends again when it retries that submit, e.g. after a network error. The server carries out the first request with a key once: the same key from the same requester (the session's customer, else the device fingerprint) within 24 hours answers the first answer again (status, body and headers) and creates nothing, also while the first is still running; the same key with another body answers 422 with the code `idempotency_key_reused`. Answers 429 and 5xx are not kept, so a retry runs.
         * @example 0b6f8e8c-4c1e-4f57-9a55-2f4c0f0e8a31
         */
        IdempotencyKey: string;
        /**
         * @description Numeric id or slug of the provider.
         * @example kinderturnen-koeln
         */
        ProviderId: string;
        /**
         * @description Numeric id or slug of the franchise.
         * @example babyschwimmen
         */
        FranchiseId: string;
        /** @description Id of the course. */
        CourseId: number;
        /** @description Id of the booking. */
        BookingId: number;
        /** @description Id of the product contract. */
        ContractId: number;
        /** @description Id of the customer (the logged-in user's own id). */
        CustomerId: number;
        /** @description Id of the product. */
        ProductId: number;
        /** @description Id of the on-demand room. */
        RoomId: number;
        /** @description Slug of the blog post (the blog route's id is the post slug, transactions §2). */
        PostSlug: string;
        /** @description Numeric id or slug of the provider. */
        ProviderIdQuery: string;
        /** @description Optional access token from a shared course or event link (the event page's `token` query); it reveals hidden events. */
        CourseToken: string;
        /** @description Free-text search term. */
        Term: string;
        /** @description 1-based page number. */
        Page: number;
        /** @description Page size (default 9, discovery §9). */
        Limit: number;
        /** @description Number of results to skip. */
        Offset: number;
        /** @description Latitude of the search centre in degrees. */
        Lat: number;
        /** @description Longitude of the search centre in degrees. */
        Lng: number;
        /** @description Search radius in km. */
        Radius: number;
        /** @description The address text the centre was chosen from (shown again, not geocoded by the server). */
        Address: string;
        /** @description Age groups; repeat the parameter per value (`age_groups=baby&age_groups=child`). */
        AgeGroups: components["schemas"]["AgeGroup"][];
        /** @description Location types; repeat the parameter per value. */
        LocationTypes: components["schemas"]["LocationTypeFilter"][];
        /** @description Category spaces; repeat the parameter per value. */
        CategorySpaces: components["schemas"]["CategorySpace"][];
        /** @description Only offers that can be booked now (the default filter is true). */
        Bookable: boolean;
        /** @description Maximum price in euro cents (integer). The slider's 0–500 € become 0–50000; 500 € or more means no limit, which the client sends as null, that is, leaves the parameter out. */
        MaxPrice: number | null;
        /** @description Only offers starting on or after this date (Europe/Berlin). */
        StartDate: string;
        /** @description Countries to search in, comma-separated (`countries=DE,AT,LU,CH`); the product restricts address search to these four (discovery §1, §7). */
        Countries: ("DE" | "AT" | "LU" | "CH")[];
    };
    requestBodies: never;
    headers: {
        /**
         * @description The session token. Sent on a successful login or signup; the client stores it and sends it back unchanged in the `Authorization` request header (security scheme `sessionToken`).
         * @example Bearer eyJhbGciOiJIUzI1NiJ9.demo.signature
         */
        Authorization: string;
        /**
         * @description The device fingerprint as the server knows it. When present the client replaces its stored value with it and sends that value in the next `X-Device-Fingerprint` request header (discovery §6).
         * @example fp_3f9a1c
         */
        DeviceFingerprint: string;
        /**
         * @description How long to wait before trying again, in whole seconds (a 429 of a rate limit; discovery §8, transactions §8). The client names the wait in minutes, rounded up.
         * @example 600
         */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getProviderPreview: {
        parameters: {
            query: {
                /** @description The address (URL) the provider is registered with. */
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Provider"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    createProviderLead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Musikschule Klangfarbe",
                 *       "email": "hallo@example.org",
                 *       "url": "https://klangfarbe.example.org"
                 *     }
                 */
                "application/json": components["schemas"]["Lead"];
            };
        };
        responses: {
            /** @description The lead was stored. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the provider.
                 * @example kinderturnen-koeln
                 */
                id: components["parameters"]["ProviderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Provider"];
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    listProviderRecommendations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the provider.
                 * @example kinderturnen-koeln
                 */
                id: components["parameters"]["ProviderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recommendations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recommendations: components["schemas"]["Recommendation"][];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getProviderTerms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the provider.
                 * @example kinderturnen-koeln
                 */
                id: components["parameters"]["ProviderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The terms text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermsText"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getProviderPrivacyPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the provider.
                 * @example kinderturnen-koeln
                 */
                id: components["parameters"]["ProviderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The privacy policy text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacyPolicyText"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    sendProviderMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the provider.
                 * @example kinderturnen-koeln
                 */
                id: components["parameters"]["ProviderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderMessage"];
            };
        };
        responses: {
            /** @description The message was sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createApplicant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the provider.
                 * @example kinderturnen-koeln
                 */
                id: components["parameters"]["ProviderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "eventId": 4711,
                 *       "applicant": {
                 *         "name": "Anna Schmidt",
                 *         "email": "anna@example.org",
                 *         "participantCount": 2
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApplicantCreateRequest"];
            };
        };
        responses: {
            /** @description The application. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Applicant"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVoucher: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the provider.
                 * @example kinderturnen-koeln
                 */
                id: components["parameters"]["ProviderId"];
                /** @description Id of the course. */
                courseId: components["parameters"]["CourseId"];
                /**
                 * @description The trimmed voucher code, base64-encoded (standard alphabet) and then percent-encoded for the path (`/`, `+` and `=` become `%2F`, `%2B`, `%3D`).
                 * @example U09NTUVSMTA%3D
                 */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voucher. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SOMMER10",
                     *       "unit": "percent",
                     *       "value": 10,
                     *       "minBookingAmount": 2000
                     *     }
                     */
                    "application/json": components["schemas"]["Voucher"];
                };
            };
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
        };
    };
    listProviderPosts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the provider.
                 * @example kinderturnen-koeln
                 */
                id: components["parameters"]["ProviderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider's published posts, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostList"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getProviderPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the provider.
                 * @example kinderturnen-koeln
                 */
                id: components["parameters"]["ProviderId"];
                /** @description Slug of the blog post (the blog route's id is the post slug, transactions §2). */
                postId: components["parameters"]["PostSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    listPosts: {
        parameters: {
            query: {
                /** @description Numeric id or slug of the provider. */
                provider_id: components["parameters"]["ProviderIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider's published posts, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostList"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    listCourses: {
        parameters: {
            query: {
                /** @description Numeric id or slug of the provider. */
                provider_id: components["parameters"]["ProviderIdQuery"];
                /** @description Optional access token from a shared course or event link (the event page's `token` query); it reveals hidden events. */
                token?: components["parameters"]["CourseToken"];
                /**
                 * @description Cache-busting timestamp (milliseconds since the epoch) some reads add to avoid cached answers (discovery §7). The server ignores its value.
                 * @example 1767225600000
                 */
                _?: components["parameters"]["CacheBuster"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The courses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        courses: components["schemas"]["Course"][];
                    };
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getCourse: {
        parameters: {
            query?: {
                /** @description Optional access token from a shared course or event link (the event page's `token` query); it reveals hidden events. */
                token?: components["parameters"]["CourseToken"];
                /**
                 * @description Cache-busting timestamp (milliseconds since the epoch) some reads add to avoid cached answers (discovery §7). The server ignores its value.
                 * @example 1767225600000
                 */
                _?: components["parameters"]["CacheBuster"];
            };
            header?: never;
            path: {
                /** @description Id of the course. */
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course with events, price options, products and booking items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Course"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    listCourseRecommendations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the course. */
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recommendations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recommendations: components["schemas"]["Recommendation"][];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getFranchise: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the franchise.
                 * @example babyschwimmen
                 */
                id: components["parameters"]["FranchiseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The franchise. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Franchise"];
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    listFranchiseProviders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the franchise.
                 * @example babyschwimmen
                 */
                id: components["parameters"]["FranchiseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The providers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        providers: components["schemas"]["Provider"][];
                    };
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getFranchiseSchedule: {
        parameters: {
            query: {
                /** @description First day of the range (Europe/Berlin). */
                start_date: string;
                /** @description Last day of the range; default 7 days after start_date. */
                end_date?: string;
                /** @description Latitude of the search centre in degrees. */
                lat?: components["parameters"]["Lat"];
                /** @description Longitude of the search centre in degrees. */
                lng?: components["parameters"]["Lng"];
                /** @description Only events of courses in these categories; repeat the parameter per id. */
                category_ids?: number[];
            };
            header?: never;
            path: {
                /**
                 * @description Numeric id or slug of the franchise.
                 * @example babyschwimmen
                 */
                id: components["parameters"]["FranchiseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events in the range. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: components["schemas"]["ScheduleEvent"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    searchAll: {
        parameters: {
            query?: {
                /** @description Free-text search term. */
                term?: components["parameters"]["Term"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Age groups; repeat the parameter per value (`age_groups=baby&age_groups=child`). */
                age_groups?: components["parameters"]["AgeGroups"];
                /** @description Location types; repeat the parameter per value. */
                location_types?: components["parameters"]["LocationTypes"];
                /** @description Only offers that can be booked now (the default filter is true). */
                bookable?: components["parameters"]["Bookable"];
                /** @description Maximum price in euro cents (integer). The slider's 0–500 € become 0–50000; 500 € or more means no limit, which the client sends as null, that is, leaves the parameter out. */
                max_price?: components["parameters"]["MaxPrice"];
                /** @description Category spaces; repeat the parameter per value. */
                category_spaces?: components["parameters"]["CategorySpaces"];
                /** @description Search radius in km. */
                radius?: components["parameters"]["Radius"];
                /** @description Only offers starting on or after this date (Europe/Berlin). */
                start_date?: components["parameters"]["StartDate"];
                /** @description Latitude of the search centre in degrees. */
                lat?: components["parameters"]["Lat"];
                /** @description Longitude of the search centre in degrees. */
                lng?: components["parameters"]["Lng"];
                /** @description The address text the centre was chosen from (shown again, not geocoded by the server). */
                address?: components["parameters"]["Address"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "modelName": "placement",
                     *           "id": 3,
                     *           "url": "https://example.org/anbieter-werden",
                     *           "content": "Biete deine Kurse hier an",
                     *           "actionName": "Mehr erfahren"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "totalCount": 1,
                     *         "perPage": 9
                     *       }
                     *     }
                     */
                    "application/json": {
                        results: components["schemas"]["SearchResult"][];
                        meta: components["schemas"]["SearchMeta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    searchCourses: {
        parameters: {
            query?: {
                /** @description Free-text search term. */
                term?: components["parameters"]["Term"];
                /** @description Page size (default 9, discovery §9). */
                limit?: components["parameters"]["Limit"];
                /** @description Number of results to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Age groups; repeat the parameter per value (`age_groups=baby&age_groups=child`). */
                age_groups?: components["parameters"]["AgeGroups"];
                /** @description Location types; repeat the parameter per value. */
                location_types?: components["parameters"]["LocationTypes"];
                /** @description Only offers that can be booked now (the default filter is true). */
                bookable?: components["parameters"]["Bookable"];
                /** @description Maximum price in euro cents (integer). The slider's 0–500 € become 0–50000; 500 € or more means no limit, which the client sends as null, that is, leaves the parameter out. */
                max_price?: components["parameters"]["MaxPrice"];
                /** @description Category spaces; repeat the parameter per value. */
                category_spaces?: components["parameters"]["CategorySpaces"];
                /** @description Search radius in km. */
                radius?: components["parameters"]["Radius"];
                /** @description Only offers starting on or after this date (Europe/Berlin). */
                start_date?: components["parameters"]["StartDate"];
                /** @description Latitude of the search centre in degrees. */
                lat?: components["parameters"]["Lat"];
                /** @description Longitude of the search centre in degrees. */
                lng?: components["parameters"]["Lng"];
                /** @description The address text the centre was chosen from (shown again, not geocoded by the server). */
                address?: components["parameters"]["Address"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching courses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        courses: components["schemas"]["Course"][];
                        meta: components["schemas"]["CourseSearchMeta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    searchLocations: {
        parameters: {
            query: {
                /** @description Latitude of the map centre in degrees. */
                lat: number;
                /** @description Longitude of the map centre in degrees. */
                lng: number;
                /** @description Search radius in km. */
                radius?: components["parameters"]["Radius"];
                /** @description Free-text search term. */
                term?: components["parameters"]["Term"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Locations per page. The map asks for every location of the radius at once (its markers are clustered on the client); the default suits a list. */
                per_page?: number;
                /** @description Only providers with online offers. */
                online?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The locations within the radius. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        locations: components["schemas"]["SearchLocationResult"][];
                        meta: components["schemas"]["LocationSearchMeta"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    searchText: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text_search": {
                 *         "query": "Schwimmkurs für mein Baby in Köln am Wochenende",
                 *         "locale": "de"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SearchTextRequest"];
            };
        };
        responses: {
            /** @description The derived filters and a message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "term": "Schwimmen",
                     *       "address": "Köln",
                     *       "lat": 50.9375,
                     *       "lng": 6.9603,
                     *       "ageGroups": [
                     *         "baby"
                     *       ],
                     *       "locationTypes": [
                     *         "on_site"
                     *       ],
                     *       "bookable": true,
                     *       "maxPrice": null,
                     *       "radius": 25,
                     *       "startDate": null,
                     *       "message": "Ich suche Schwimmkurse für Babys in Köln."
                     *     }
                     */
                    "application/json": components["schemas"]["SearchTextResult"];
                };
            };
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    loginCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer": {
                 *         "email": "anna@example.org",
                 *         "password": "geheim123"
                 *       }
                 *     }
                 */
                "application/json": {
                    customer: {
                        /** Format: email */
                        email: string;
                        password: string;
                    };
                };
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    Authorization: components["headers"]["Authorization"];
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            300: components["responses"]["LoginRedirect"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logoutCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    signupCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer: components["schemas"]["CustomerSignup"];
                };
            };
        };
        responses: {
            /** @description The new account, logged in. */
            201: {
                headers: {
                    Authorization: components["headers"]["Authorization"];
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCurrentCustomer: {
        parameters: {
            query?: {
                /**
                 * @description Cache-busting timestamp (milliseconds since the epoch) some reads add to avoid cached answers (discovery §7). The server ignores its value.
                 * @example 1767225600000
                 */
                _?: components["parameters"]["CacheBuster"];
            };
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current customer. */
            200: {
                headers: {
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    resendConfirmation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailRequest"];
            };
        };
        responses: {
            /** @description A new link was sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer: {
                        password: string;
                        passwordConfirmation: string;
                        resetPasswordToken: string;
                    };
                };
            };
        };
        responses: {
            /** @description The password was changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailRequest"];
            };
        };
        responses: {
            /** @description The reset e-mail was sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCustomerBookings: {
        parameters: {
            query?: {
                /**
                 * @description Cache-busting timestamp (milliseconds since the epoch) some reads add to avoid cached answers (discovery §7). The server ignores its value.
                 * @example 1767225600000
                 */
                _?: components["parameters"]["CacheBuster"];
            };
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bookings. */
            200: {
                headers: {
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookings: components["schemas"]["Booking"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listCustomerApplications: {
        parameters: {
            query?: {
                /**
                 * @description Cache-busting timestamp (milliseconds since the epoch) some reads add to avoid cached answers (discovery §7). The server ignores its value.
                 * @example 1767225600000
                 */
                _?: components["parameters"]["CacheBuster"];
            };
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The applications. */
            200: {
                headers: {
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applications: components["schemas"]["Applicant"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listCustomerPayments: {
        parameters: {
            query?: {
                /**
                 * @description Cache-busting timestamp (milliseconds since the epoch) some reads add to avoid cached answers (discovery §7). The server ignores its value.
                 * @example 1767225600000
                 */
                _?: components["parameters"]["CacheBuster"];
            };
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved payment methods. */
            200: {
                headers: {
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payments: components["schemas"]["PaymentMethod"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the customer (the logged-in user's own id). */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer: components["schemas"]["CustomerUpdate"];
                };
            };
        };
        responses: {
            /** @description The updated customer. */
            200: {
                headers: {
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    listContracts: {
        parameters: {
            query?: {
                /**
                 * @description Cache-busting timestamp (milliseconds since the epoch) some reads add to avoid cached answers (discovery §7). The server ignores its value.
                 * @example 1767225600000
                 */
                _?: components["parameters"]["CacheBuster"];
            };
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contracts. */
            200: {
                headers: {
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productContracts: components["schemas"]["Contract"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createContract: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
                /**
                 * @description A key the client makes once per submit (a random UUID) and sends again when it retries that submit, e.g. after a network error. The server carries out the first request with a key once: the same key from the same requester (the session's customer, else the device fingerprint) within 24 hours answers the first answer again (status, body and headers) and creates nothing, also while the first is still running; the same key with another body answers 422 with the code `idempotency_key_reused`. Answers 429 and 5xx are not kept, so a retry runs.
                 * @example 0b6f8e8c-4c1e-4f57-9a55-2f4c0f0e8a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "productContract": {
                 *         "productId": 12,
                 *         "participantName": "Mia",
                 *         "eventId": 4711,
                 *         "bookingItemValuesAttributes": []
                 *       },
                 *       "customer": {
                 *         "firstName": "Anna",
                 *         "lastName": "Schmidt",
                 *         "email": "anna@example.org",
                 *         "street": "Hauptstraße 1",
                 *         "postalCode": "50667",
                 *         "city": "Köln",
                 *         "country": "DE"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ContractCreateRequest"];
            };
        };
        responses: {
            /** @description The new contract with the booking that pays for it. */
            201: {
                headers: {
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ContractUnprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getContract: {
        parameters: {
            query?: {
                /**
                 * @description Cache-busting timestamp (milliseconds since the epoch) some reads add to avoid cached answers (discovery §7). The server ignores its value.
                 * @example 1767225600000
                 */
                _?: components["parameters"]["CacheBuster"];
            };
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the product contract. */
                id: components["parameters"]["ContractId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract. */
            200: {
                headers: {
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    cancelContract: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the product contract. */
                id: components["parameters"]["ContractId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled contract. */
            200: {
                headers: {
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    createBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
                /**
                 * @description A key the client makes once per submit (a random UUID) and sends again when it retries that submit, e.g. after a network error. The server carries out the first request with a key once: the same key from the same requester (the session's customer, else the device fingerprint) within 24 hours answers the first answer again (status, body and headers) and creates nothing, also while the first is still running; the same key with another body answers 422 with the code `idempotency_key_reused`. Answers 429 and 5xx are not kept, so a retry runs.
                 * @example 0b6f8e8c-4c1e-4f57-9a55-2f4c0f0e8a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "booking": {
                 *         "costs": 4800,
                 *         "eventId": 4711,
                 *         "priceOptionId": 31,
                 *         "participantsAttributes": [
                 *           {
                 *             "name": "Mia"
                 *           }
                 *         ],
                 *         "bookingItemValuesAttributes": [
                 *           {
                 *             "value": "true",
                 *             "quantity": 1,
                 *             "bookingItemOptionId": 5
                 *           }
                 *         ],
                 *         "voucherCode": "SOMMER10",
                 *         "origin": "kurse"
                 *       },
                 *       "customer": {
                 *         "firstName": "Anna",
                 *         "lastName": "Schmidt",
                 *         "email": "anna@example.org",
                 *         "street": "Hauptstraße 1",
                 *         "postalCode": "50667",
                 *         "city": "Köln",
                 *         "country": "DE"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["BookingCreateRequest"];
            };
        };
        responses: {
            /** @description The booking (status created or prepared). */
            201: {
                headers: {
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    authorizeBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "eventId": 4711,
                 *       "password": "kurs2026"
                 *     }
                 */
                "application/json": {
                    eventId: number;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The password is right. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getBooking: {
        parameters: {
            query?: {
                /**
                 * @description Cache-busting timestamp (milliseconds since the epoch) some reads add to avoid cached answers (discovery §7). The server ignores its value.
                 * @example 1767225600000
                 */
                _?: components["parameters"]["CacheBuster"];
            };
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the booking. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking. */
            200: {
                headers: {
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            500: components["responses"]["InternalServerError"];
        };
    };
    confirmBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the booking. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "paymentObject": {}
                 *     }
                 */
                "application/json": {
                    /** @description The payment result of the payment provider (for example the payment intent); empty for free bookings. */
                    paymentObject?: {
                        [key: string]: unknown;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The confirmed booking. */
            200: {
                headers: {
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    validateBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the booking. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking is valid; its current state. */
            200: {
                headers: {
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    cancelBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the booking. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled booking. */
            200: {
                headers: {
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    createBookingPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the booking. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payment": {
                 *         "type": "paypal"
                 *       }
                 *     }
                 */
                "application/json": {
                    payment: {
                        /** @enum {string} */
                        type: "paypal" | "stripe";
                    };
                };
            };
        };
        responses: {
            /** @description The updated booking. */
            200: {
                headers: {
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    validateBookingPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the booking. */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payment": {
                 *         "tokenId": "tok_demo_sepa"
                 *       }
                 *     }
                 */
                "application/json": {
                    payment: {
                        /** @description Token of the payment details at the payment provider. */
                        tokenId: string;
                    };
                };
            };
        };
        responses: {
            /** @description Whether the payment details are valid. */
            200: {
                headers: {
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        valid: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the product. */
                id: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product with its events and provider. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getRoom: {
        parameters: {
            query?: {
                /** @description The room token from the booking's onDemand data (the room route's {roomToken}). */
                token?: string;
            };
            header?: {
                /** @description The device fingerprint the client keeps; it is sent on profile, booking, contract and room calls and refreshed from the `X-Device-Fingerprint` response header (discovery §6). Guest bookings are bound to it. */
                "X-Device-Fingerprint"?: components["parameters"]["DeviceFingerprint"];
            };
            path: {
                /** @description Id of the on-demand room. */
                roomId: components["parameters"]["RoomId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The room with its pages. */
            200: {
                headers: {
                    "X-Device-Fingerprint": components["headers"]["DeviceFingerprint"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            425: components["responses"]["TooEarly"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getPrivacyPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The privacy policy text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacyPolicyText"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The terms text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermsText"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    trackForwarded: {
        parameters: {
            query: {
                /** @description Slug of the provider. */
                slug: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recorded. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
        };
    };
    trackView: {
        parameters: {
            query: {
                /** @description Course id. */
                c?: number;
                /** @description Blog post id. */
                b?: number;
                /** @description Provider slug. */
                p?: string;
                /** @description Timestamp in milliseconds since the epoch; also defeats caching. */
                ts: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A transparent 1×1 GIF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/gif": string;
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    reportError: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "message": "TypeError: Cannot read properties of undefined",
                 *       "data": {
                 *         "route": "/me"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorReport"];
            };
        };
        responses: {
            /** @description Recorded. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    autocompleteAddress: {
        parameters: {
            query: {
                /** @description The typed text. */
                q: string;
                /** @description Countries to search in, comma-separated (`countries=DE,AT,LU,CH`); the product restricts address search to these four (discovery §1, §7). */
                countries?: components["parameters"]["Countries"];
                /** @description Latitude of the search centre in degrees. */
                lat?: components["parameters"]["Lat"];
                /** @description Longitude of the search centre in degrees. */
                lng?: components["parameters"]["Lng"];
                /** @description Maximum number of suggestions. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The suggestions, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    geocodeAddress: {
        parameters: {
            query: {
                /** @description The address text. */
                q: string;
                /** @description Countries to search in, comma-separated (`countries=DE,AT,LU,CH`); the product restricts address search to these four (discovery §1, §7). */
                countries?: components["parameters"]["Countries"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hits, best first; empty when nothing matched. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    lookupVideo: {
        parameters: {
            query: {
                /** @description The video link of the room page. */
                url: string;
                background?: boolean;
                byline?: boolean;
                transparent?: boolean;
                responsive?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The embed data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoInfo"];
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
}
