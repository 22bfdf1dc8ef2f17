/**
 * @generated SignedSource<<3deb363b1e7c66e40351539f7535ca45>>
 * @relayHash 730cce5bca58b035f11d2c5e3bb4f320
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6badf935869e0c38dd04860aad67a82b51d023f72834f68f02fc0961d6b9064b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UnreleasedPageQuery$variables = Record<PropertyKey, never>;
export type UnreleasedPageQuery$data = {
  readonly unreleasedCharacters: {
    readonly announced: ReadonlyArray<{
      readonly slug: string;
      readonly " $fragmentSpreads": FragmentRefs<"CharacterThumb_character">;
    }>;
    readonly jp: ReadonlyArray<{
      readonly slug: string;
      readonly " $fragmentSpreads": FragmentRefs<"CharacterThumb_character">;
    }>;
    readonly mv: ReadonlyArray<{
      readonly slug: string;
      readonly " $fragmentSpreads": FragmentRefs<"CharacterThumb_character">;
    }>;
    readonly pc98: ReadonlyArray<{
      readonly slug: string;
      readonly " $fragmentSpreads": FragmentRefs<"CharacterThumb_character">;
    }>;
    readonly printWork: ReadonlyArray<{
      readonly slug: string;
      readonly " $fragmentSpreads": FragmentRefs<"CharacterThumb_character">;
    }>;
    readonly story: ReadonlyArray<{
      readonly slug: string;
      readonly " $fragmentSpreads": FragmentRefs<"CharacterThumb_character">;
    }>;
  };
};
export type UnreleasedPageQuery = {
  response: UnreleasedPageQuery$data;
  variables: UnreleasedPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "CharacterThumb_character"
  }
],
v2 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "shortName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "shortNameTranslit",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "currentRarity",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "status",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "worldCode",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "hasRebirth",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "revealed",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "sample",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "thumbnail",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "altThumbnail",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "spoilerSafeThumbnail",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Portrait",
    "kind": "LinkedField",
    "name": "portrait",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "src",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "avifSrcSet",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "webpSrcSet",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UnreleasedPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UnreleasedCharacters",
        "kind": "LinkedField",
        "name": "unreleasedCharacters",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "jp",
            "plural": true,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "announced",
            "plural": true,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "story",
            "plural": true,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "printWork",
            "plural": true,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "pc98",
            "plural": true,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "mv",
            "plural": true,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UnreleasedPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UnreleasedCharacters",
        "kind": "LinkedField",
        "name": "unreleasedCharacters",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "jp",
            "plural": true,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "announced",
            "plural": true,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "story",
            "plural": true,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "printWork",
            "plural": true,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "pc98",
            "plural": true,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "mv",
            "plural": true,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6badf935869e0c38dd04860aad67a82b51d023f72834f68f02fc0961d6b9064b",
    "metadata": {},
    "name": "UnreleasedPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "94a474bf3aec0cf3591f205f1fa42e08";

export default node;
