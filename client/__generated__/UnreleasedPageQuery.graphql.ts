/**
 * @generated SignedSource<<c11a54e6df794070e6952927999d2733>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UnreleasedPageQuery$variables = {
  jpContent: boolean;
};
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
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "jpContent"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "jpContent",
    "variableName": "jpContent"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "CharacterThumb_character"
  }
],
v4 = [
  (v2/*:: as any*/),
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
    "concreteType": "CharacterImages",
    "kind": "LinkedField",
    "name": "images",
    "plural": false,
    "selections": [
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UnreleasedPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "announced",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "story",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "printWork",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "pc98",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "mv",
            "plural": true,
            "selections": (v3/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UnreleasedPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "announced",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "story",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "printWork",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "pc98",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "mv",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d02b1be545a2f54278ed41f6f8b92617",
    "id": null,
    "metadata": {},
    "name": "UnreleasedPageQuery",
    "operationKind": "query",
    "text": "query UnreleasedPageQuery(\n  $jpContent: Boolean!\n) {\n  unreleasedCharacters(jpContent: $jpContent) {\n    jp {\n      slug\n      ...CharacterThumb_character\n      id\n    }\n    announced {\n      slug\n      ...CharacterThumb_character\n      id\n    }\n    story {\n      slug\n      ...CharacterThumb_character\n      id\n    }\n    printWork {\n      slug\n      ...CharacterThumb_character\n      id\n    }\n    pc98 {\n      slug\n      ...CharacterThumb_character\n      id\n    }\n    mv {\n      slug\n      ...CharacterThumb_character\n      id\n    }\n  }\n}\n\nfragment CharacterThumb_character on Character {\n  slug\n  shortName\n  shortNameTranslit\n  currentRarity\n  status\n  worldCode\n  hasRebirth\n  revealed\n  sample\n  images {\n    thumbnail\n    altThumbnail\n    spoilerSafeThumbnail\n  }\n}\n"
  }
};
})();

(node as any).hash = "4bd3b121fd9fd87eccd5aec2492479f9";

export default node;
