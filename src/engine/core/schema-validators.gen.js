/* Generated from schemas/ by `npm run types`: do not edit. */
var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// node_modules/ajv-formats/dist/formats.js
var require_formats = __commonJS({
  "node_modules/ajv-formats/dist/formats.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
    function fmtDef(validate, compare) {
      return { validate, compare };
    }
    exports.fullFormats = {
      // date: http://tools.ietf.org/html/rfc3339#section-5.6
      date: fmtDef(date, compareDate),
      // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
      time: fmtDef(getTime(true), compareTime),
      "date-time": fmtDef(getDateTime(true), compareDateTime),
      "iso-time": fmtDef(getTime(), compareIsoTime),
      "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
      // duration: https://tools.ietf.org/html/rfc3339#appendix-A
      duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
      uri,
      "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
      // uri-template: https://tools.ietf.org/html/rfc6570
      "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
      // For the source: https://gist.github.com/dperini/729294
      // For test cases: https://mathiasbynens.be/demo/url-regex
      url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
      email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
      hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
      // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
      ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
      ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
      regex,
      // uuid: http://tools.ietf.org/html/rfc4122
      uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
      // JSON-pointer: https://tools.ietf.org/html/rfc6901
      // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
      "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
      "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
      // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
      "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
      // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
      // byte: https://github.com/miguelmota/is-base64
      byte,
      // signed 32 bit integer
      int32: { type: "number", validate: validateInt32 },
      // signed 64 bit integer
      int64: { type: "number", validate: validateInt64 },
      // C-type float
      float: { type: "number", validate: validateNumber },
      // C-type double
      double: { type: "number", validate: validateNumber },
      // hint to the UI to hide input strings
      password: true,
      // unchecked string payload
      binary: true
    };
    exports.fastFormats = {
      ...exports.fullFormats,
      date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
      time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
      "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
      "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
      "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
      // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
      uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
      "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
      // email (sources from jsen validator):
      // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
      // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
      email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i
    };
    exports.formatNames = Object.keys(exports.fullFormats);
    function isLeapYear(year) {
      return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    }
    var DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
    var DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    function date(str) {
      const matches = DATE.exec(str);
      if (!matches)
        return false;
      const year = +matches[1];
      const month = +matches[2];
      const day = +matches[3];
      return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
    }
    function compareDate(d1, d2) {
      if (!(d1 && d2))
        return void 0;
      if (d1 > d2)
        return 1;
      if (d1 < d2)
        return -1;
      return 0;
    }
    var TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
    function getTime(strictTimeZone) {
      return function time(str) {
        const matches = TIME.exec(str);
        if (!matches)
          return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || strictTimeZone && !tz)
          return false;
        if (hr <= 23 && min <= 59 && sec < 60)
          return true;
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
      };
    }
    function compareTime(s1, s2) {
      if (!(s1 && s2))
        return void 0;
      const t1 = (/* @__PURE__ */ new Date("2020-01-01T" + s1)).valueOf();
      const t2 = (/* @__PURE__ */ new Date("2020-01-01T" + s2)).valueOf();
      if (!(t1 && t2))
        return void 0;
      return t1 - t2;
    }
    function compareIsoTime(t1, t2) {
      if (!(t1 && t2))
        return void 0;
      const a1 = TIME.exec(t1);
      const a2 = TIME.exec(t2);
      if (!(a1 && a2))
        return void 0;
      t1 = a1[1] + a1[2] + a1[3];
      t2 = a2[1] + a2[2] + a2[3];
      if (t1 > t2)
        return 1;
      if (t1 < t2)
        return -1;
      return 0;
    }
    var DATE_TIME_SEPARATOR = /t|\s/i;
    function getDateTime(strictTimeZone) {
      const time = getTime(strictTimeZone);
      return function date_time(str) {
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
      };
    }
    function compareDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const d1 = new Date(dt1).valueOf();
      const d2 = new Date(dt2).valueOf();
      if (!(d1 && d2))
        return void 0;
      return d1 - d2;
    }
    function compareIsoDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
      const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
      const res = compareDate(d1, d2);
      if (res === void 0)
        return void 0;
      return res || compareTime(t1, t2);
    }
    var NOT_URI_FRAGMENT = /\/|:/;
    var URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
    function uri(str) {
      return NOT_URI_FRAGMENT.test(str) && URI.test(str);
    }
    var BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
    function byte(str) {
      BYTE.lastIndex = 0;
      return BYTE.test(str);
    }
    var MIN_INT32 = -(2 ** 31);
    var MAX_INT32 = 2 ** 31 - 1;
    function validateInt32(value) {
      return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
    }
    function validateInt64(value) {
      return Number.isInteger(value);
    }
    function validateNumber() {
      return true;
    }
    var Z_ANCHOR = /[^\\]\\Z/;
    function regex(str) {
      if (Z_ANCHOR.test(str))
        return false;
      try {
        new RegExp(str);
        return true;
      } catch (e) {
        return false;
      }
    }
  }
});

// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});

// node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS({
  "node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});

// <stdin>
var listMessages = validate20;
var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "list-messages.query.schema.json", "title": "ListMessagesQuery", "description": "Query of GET /v1/messages.", "type": "object", "additionalProperties": false, "properties": { "conversation_id": { "$ref": "message.schema.json#/properties/conversation_id", "description": "Only the messages of this conversation: a group's conversation_id or a direct one's id. One the caller cannot see answers 404." }, "limit": { "$ref": "common.schema.json#/$defs/limit" }, "starting_after": { "$ref": "common.schema.json#/$defs/startingAfter" }, "ending_before": { "$ref": "common.schema.json#/$defs/endingBefore" } }, "dependentSchemas": { "ending_before": { "not": { "required": ["starting_after"] }, "x-message": "must not be sent together with starting_after" } } };
var schema34 = { "type": "string", "minLength": 1, "maxLength": 128, "description": "An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters." };
var schema52 = { "type": "integer", "minimum": 1, "maximum": 100, "default": 10, "description": "Page size, 1 to 100." };
var schema53 = { "type": "string", "minLength": 1, "description": "Id of an item of the list: the page holds the items after it, in list order." };
var schema54 = { "type": "string", "minLength": 1, "description": "Id of an item of the list: the page holds the items just before it, still newest first." };
var func2 = require_ucs2length().default;
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "conversation_id" || key0 === "limit" || key0 === "starting_after" || key0 === "ending_before")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.conversation_id !== void 0) {
      let data0 = data.conversation_id;
      if (typeof data0 === "string") {
        if (func2(data0) > 128) {
          const err1 = { instancePath: instancePath + "/conversation_id", schemaPath: "message.schema.json#/properties/conversation_id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err2 = { instancePath: instancePath + "/conversation_id", schemaPath: "message.schema.json#/properties/conversation_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/conversation_id", schemaPath: "message.schema.json#/properties/conversation_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.limit !== void 0) {
      let data1 = data.limit;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err4 = { instancePath: instancePath + "/limit", schemaPath: "common.schema.json#/$defs/limit/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema52.type, parentSchema: schema52, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 > 100 || isNaN(data1)) {
          const err5 = { instancePath: instancePath + "/limit", schemaPath: "common.schema.json#/$defs/limit/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100", schema: 100, parentSchema: schema52, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1 < 1 || isNaN(data1)) {
          const err6 = { instancePath: instancePath + "/limit", schemaPath: "common.schema.json#/$defs/limit/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema52, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.starting_after !== void 0) {
      let data2 = data.starting_after;
      if (typeof data2 === "string") {
        if (func2(data2) < 1) {
          const err7 = { instancePath: instancePath + "/starting_after", schemaPath: "common.schema.json#/$defs/startingAfter/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema53, data: data2 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/starting_after", schemaPath: "common.schema.json#/$defs/startingAfter/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema53.type, parentSchema: schema53, data: data2 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.ending_before !== void 0) {
      let data3 = data.ending_before;
      if (typeof data3 === "string") {
        if (func2(data3) < 1) {
          const err9 = { instancePath: instancePath + "/ending_before", schemaPath: "common.schema.json#/$defs/endingBefore/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema54, data: data3 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = { instancePath: instancePath + "/ending_before", schemaPath: "common.schema.json#/$defs/endingBefore/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema54.type, parentSchema: schema54, data: data3 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.ending_before !== void 0) {
      const _errs15 = errors;
      const _errs16 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (data.starting_after === void 0 && (missing0 = "starting_after")) {
          const err11 = {};
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
      var valid6 = _errs16 === errors;
      if (valid6) {
        const err12 = { instancePath, schemaPath: "#/dependentSchemas/ending_before/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema31.dependentSchemas.ending_before.not, parentSchema: schema31.dependentSchemas.ending_before, data };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      } else {
        errors = _errs15;
        if (vErrors !== null) {
          if (_errs15) {
            vErrors.length = _errs15;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err13 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.type, parentSchema: schema31, data };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var sendMessage = validate31;
var schema55 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "send-message.body.schema.json", "title": "SendMessageBody", "description": "Body of POST /v1/messages.", "type": "object", "required": ["conversation_id", "message"], "additionalProperties": false, "properties": { "conversation_id": { "$ref": "message.schema.json#/properties/conversation_id" }, "message": { "$ref": "message.schema.json#/properties/message" }, "attachments": { "type": "array", "maxItems": 10, "items": { "$ref": "attachment-input.schema.json" } } } };
var schema57 = { "type": "string", "minLength": 1, "maxLength": 1e4, "faker": "hacker.phrase" };
var schema58 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "attachment-input.schema.json", "title": "AttachmentInput", "description": "An attachment as a client sends it: the server assigns its id.", "type": "object", "required": ["url"], "additionalProperties": false, "properties": { "url": { "$ref": "attachment.schema.json#/properties/url" }, "filename": { "$ref": "attachment.schema.json#/properties/filename" }, "content_type": { "$ref": "attachment.schema.json#/properties/content_type" }, "size": { "$ref": "attachment.schema.json#/properties/size" } } };
var schema47 = { "type": "string", "format": "uri", "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://", "maxLength": 2048, "description": "An absolute http or https URL." };
var schema60 = { "type": ["string", "null"], "minLength": 1, "maxLength": 255, "faker": "system.fileName" };
var schema61 = { "type": ["string", "null"], "minLength": 1, "maxLength": 255, "faker": "system.mimeType" };
var schema62 = { "type": ["integer", "null"], "minimum": 0, "faker": { "number.int": [{ "min": 1e3, "max": 8e6 }] } };
var formats0 = require_formats().fullFormats.uri;
var pattern4 = new RegExp("^[Hh][Tt][Tt][Pp][Ss]?://", "u");
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate32.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.url === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property 'url'", schema: schema58.required, parentSchema: schema58, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "url" || key0 === "filename" || key0 === "content_type" || key0 === "size")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema58, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.url !== void 0) {
      let data0 = data.url;
      if (typeof data0 === "string") {
        if (func2(data0) > 2048) {
          const err2 = { instancePath: instancePath + "/url", schemaPath: "attachment.schema.json#/properties/url/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters", schema: 2048, parentSchema: schema47, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (!pattern4.test(data0)) {
          const err3 = { instancePath: instancePath + "/url", schemaPath: "attachment.schema.json#/properties/url/pattern", keyword: "pattern", params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://" }, message: 'must match pattern "^[Hh][Tt][Tt][Pp][Ss]?://"', schema: "^[Hh][Tt][Tt][Pp][Ss]?://", parentSchema: schema47, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (!formats0(data0)) {
          const err4 = { instancePath: instancePath + "/url", schemaPath: "attachment.schema.json#/properties/url/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"', schema: "uri", parentSchema: schema47, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/url", schemaPath: "attachment.schema.json#/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema47.type, parentSchema: schema47, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.filename !== void 0) {
      let data1 = data.filename;
      if (typeof data1 !== "string" && data1 !== null) {
        const err6 = { instancePath: instancePath + "/filename", schemaPath: "attachment.schema.json#/properties/filename/type", keyword: "type", params: { type: schema60.type }, message: "must be string,null", schema: schema60.type, parentSchema: schema60, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data1 === "string") {
        if (func2(data1) > 255) {
          const err7 = { instancePath: instancePath + "/filename", schemaPath: "attachment.schema.json#/properties/filename/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema60, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (func2(data1) < 1) {
          const err8 = { instancePath: instancePath + "/filename", schemaPath: "attachment.schema.json#/properties/filename/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema60, data: data1 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
    if (data.content_type !== void 0) {
      let data2 = data.content_type;
      if (typeof data2 !== "string" && data2 !== null) {
        const err9 = { instancePath: instancePath + "/content_type", schemaPath: "attachment.schema.json#/properties/content_type/type", keyword: "type", params: { type: schema61.type }, message: "must be string,null", schema: schema61.type, parentSchema: schema61, data: data2 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data2 === "string") {
        if (func2(data2) > 255) {
          const err10 = { instancePath: instancePath + "/content_type", schemaPath: "attachment.schema.json#/properties/content_type/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema61, data: data2 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (func2(data2) < 1) {
          const err11 = { instancePath: instancePath + "/content_type", schemaPath: "attachment.schema.json#/properties/content_type/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema61, data: data2 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    if (data.size !== void 0) {
      let data3 = data.size;
      if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3)) && data3 !== null) {
        const err12 = { instancePath: instancePath + "/size", schemaPath: "attachment.schema.json#/properties/size/type", keyword: "type", params: { type: schema62.type }, message: "must be integer,null", schema: schema62.type, parentSchema: schema62, data: data3 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 < 0 || isNaN(data3)) {
          const err13 = { instancePath: instancePath + "/size", schemaPath: "attachment.schema.json#/properties/size/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema62, data: data3 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
  } else {
    const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema58.type, parentSchema: schema58, data };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate32.errors = vErrors;
  return errors === 0;
}
validate32.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate31(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate31.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.conversation_id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "conversation_id" }, message: "must have required property 'conversation_id'", schema: schema55.required, parentSchema: schema55, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.message === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'", schema: schema55.required, parentSchema: schema55, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "conversation_id" || key0 === "message" || key0 === "attachments")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema55, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.conversation_id !== void 0) {
      let data0 = data.conversation_id;
      if (typeof data0 === "string") {
        if (func2(data0) > 128) {
          const err3 = { instancePath: instancePath + "/conversation_id", schemaPath: "message.schema.json#/properties/conversation_id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err4 = { instancePath: instancePath + "/conversation_id", schemaPath: "message.schema.json#/properties/conversation_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/conversation_id", schemaPath: "message.schema.json#/properties/conversation_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      let data1 = data.message;
      if (typeof data1 === "string") {
        if (func2(data1) > 1e4) {
          const err6 = { instancePath: instancePath + "/message", schemaPath: "message.schema.json#/properties/message/maxLength", keyword: "maxLength", params: { limit: 1e4 }, message: "must NOT have more than 10000 characters", schema: 1e4, parentSchema: schema57, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (func2(data1) < 1) {
          const err7 = { instancePath: instancePath + "/message", schemaPath: "message.schema.json#/properties/message/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema57, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/message", schemaPath: "message.schema.json#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema57.type, parentSchema: schema57, data: data1 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.attachments !== void 0) {
      let data2 = data.attachments;
      if (Array.isArray(data2)) {
        if (data2.length > 10) {
          const err9 = { instancePath: instancePath + "/attachments", schemaPath: "#/properties/attachments/maxItems", keyword: "maxItems", params: { limit: 10 }, message: "must NOT have more than 10 items", schema: 10, parentSchema: schema55.properties.attachments, data: data2 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate32(data2[i0], { instancePath: instancePath + "/attachments/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/attachments", schemaPath: "#/properties/attachments/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema55.properties.attachments.type, parentSchema: schema55.properties.attachments, data: data2 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema55.type, parentSchema: schema55, data };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate31.errors = vErrors;
  return errors === 0;
}
validate31.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var updateMessage = validate34;
var schema63 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "update-message.body.schema.json", "title": "UpdateMessageBody", "description": "Body of PUT /v1/messages/:id: at least one field. Reactions are merged and attachments appended (updateMode replace: both replace).", "type": "object", "minProperties": 1, "additionalProperties": false, "properties": { "message": { "$ref": "message.schema.json#/properties/message" }, "reactions": { "$ref": "reactions.schema.json#/$defs/input" }, "attachments": { "$ref": "send-message.body.schema.json#/properties/attachments" } }, "x-message": "must name at least one of message, reactions, attachments" };
var schema65 = { "title": "ReactionsInput", "description": "Reactions to add (or, with updateMode replace, to set): the array of one-key objects a message carries, or one object of names.", "oneOf": [{ "type": "array", "maxItems": 100, "items": { "type": "object", "$ref": "#/$defs/reactionMap", "minProperties": 1, "maxProperties": 1 } }, { "$ref": "#/$defs/reactionMap" }] };
var schema66 = { "title": "ReactionMap", "description": "Reaction names to usernames, as bracket notation gives them: reactions[like][]=ana.", "type": "object", "maxProperties": 100, "propertyNames": { "$ref": "#/$defs/name" }, "additionalProperties": { "$ref": "#/$defs/usernames" } };
var schema43 = { "title": "ReactionName", "type": "string", "minLength": 1, "maxLength": 64 };
var schema68 = { "title": "Usernames", "type": "array", "items": { "$ref": "#/$defs/username" }, "maxItems": 1e3 };
var schema44 = { "title": "Username", "type": "string", "minLength": 1, "maxLength": 64 };
function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate37.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (Array.isArray(data)) {
    if (data.length > 1e3) {
      const err0 = { instancePath, schemaPath: "#/maxItems", keyword: "maxItems", params: { limit: 1e3 }, message: "must NOT have more than 1000 items", schema: 1e3, parentSchema: schema68, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      let data0 = data[i0];
      if (typeof data0 === "string") {
        if (func2(data0) > 64) {
          const err1 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/username/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema44, data: data0 };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err2 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/username/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema44, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/username/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema44.type, parentSchema: schema44, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema68.type, parentSchema: schema68, data };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate37.errors = vErrors;
  return errors === 0;
}
validate37.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate36.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (Object.keys(data).length > 100) {
      const err0 = { instancePath, schemaPath: "#/maxProperties", keyword: "maxProperties", params: { limit: 100 }, message: "must NOT have more than 100 properties", schema: 100, parentSchema: schema66, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      const _errs1 = errors;
      if (typeof key0 === "string") {
        if (func2(key0) > 64) {
          const err1 = { instancePath, schemaPath: "#/$defs/name/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema43, data: key0, propertyName: key0 };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (func2(key0) < 1) {
          const err2 = { instancePath, schemaPath: "#/$defs/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema43, data: key0, propertyName: key0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath, schemaPath: "#/$defs/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema43.type, parentSchema: schema43, data: key0, propertyName: key0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      var valid0 = _errs1 === errors;
      if (!valid0) {
        const err4 = { instancePath, schemaPath: "#/propertyNames", keyword: "propertyNames", params: { propertyName: key0 }, message: "property name must be valid", schema: schema66.propertyNames, parentSchema: schema66, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    for (const key1 in data) {
      if (!validate37(data[key1], { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key1, rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema66.type, parentSchema: schema66, data };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate36.errors = vErrors;
  return errors === 0;
}
validate36.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate35(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate35.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs0 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs1 = errors;
  if (Array.isArray(data)) {
    if (data.length > 100) {
      const err0 = { instancePath, schemaPath: "#/oneOf/0/maxItems", keyword: "maxItems", params: { limit: 100 }, message: "must NOT have more than 100 items", schema: 100, parentSchema: schema65.oneOf[0], data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      let data0 = data[i0];
      if (!validate36(data0, { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
        errors = vErrors.length;
      }
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        if (Object.keys(data0).length > 1) {
          const err1 = { instancePath: instancePath + "/" + i0, schemaPath: "#/oneOf/0/items/maxProperties", keyword: "maxProperties", params: { limit: 1 }, message: "must NOT have more than 1 properties", schema: 1, parentSchema: schema65.oneOf[0].items, data: data0 };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (Object.keys(data0).length < 1) {
          const err2 = { instancePath: instancePath + "/" + i0, schemaPath: "#/oneOf/0/items/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties", schema: 1, parentSchema: schema65.oneOf[0].items, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/" + i0, schemaPath: "#/oneOf/0/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema65.oneOf[0].items.type, parentSchema: schema65.oneOf[0].items, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/oneOf/0/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema65.oneOf[0].type, parentSchema: schema65.oneOf[0], data };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
    var items0 = true;
  }
  const _errs5 = errors;
  if (!validate36(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs5 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
      var props0 = true;
    }
  }
  if (!valid0) {
    const err5 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema65.oneOf, parentSchema: schema65, data };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate35.errors = vErrors;
  evaluated0.props = props0;
  evaluated0.items = items0;
  return errors === 0;
}
validate35.evaluated = { "dynamicProps": true, "dynamicItems": true };
var schema70 = { "type": "array", "maxItems": 10, "items": { "$ref": "attachment-input.schema.json" } };
function validate42(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate42.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (Array.isArray(data)) {
    if (data.length > 10) {
      const err0 = { instancePath, schemaPath: "#/maxItems", keyword: "maxItems", params: { limit: 10 }, message: "must NOT have more than 10 items", schema: 10, parentSchema: schema70, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      if (!validate32(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema70.type, parentSchema: schema70, data };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate42.errors = vErrors;
  return errors === 0;
}
validate42.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate34.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (Object.keys(data).length < 1) {
      const err0 = { instancePath, schemaPath: "#/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties", schema: 1, parentSchema: schema63, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "message" || key0 === "reactions" || key0 === "attachments")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema63, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      let data0 = data.message;
      if (typeof data0 === "string") {
        if (func2(data0) > 1e4) {
          const err2 = { instancePath: instancePath + "/message", schemaPath: "message.schema.json#/properties/message/maxLength", keyword: "maxLength", params: { limit: 1e4 }, message: "must NOT have more than 10000 characters", schema: 1e4, parentSchema: schema57, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err3 = { instancePath: instancePath + "/message", schemaPath: "message.schema.json#/properties/message/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema57, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/message", schemaPath: "message.schema.json#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema57.type, parentSchema: schema57, data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.reactions !== void 0) {
      if (!validate35(data.reactions, { instancePath: instancePath + "/reactions", parentData: data, parentDataProperty: "reactions", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
        errors = vErrors.length;
      }
    }
    if (data.attachments !== void 0) {
      if (!validate42(data.attachments, { instancePath: instancePath + "/attachments", parentData: data, parentDataProperty: "attachments", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema63.type, parentSchema: schema63, data };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate34.errors = vErrors;
  return errors === 0;
}
validate34.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var listGroups = validate45;
var schema71 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "list-groups.query.schema.json", "title": "ListGroupsQuery", "description": "Query of GET /v1/groups. archived true: only archived groups; false: only groups not archived; absent: all.", "type": "object", "additionalProperties": false, "properties": { "limit": { "$ref": "common.schema.json#/$defs/limit" }, "archived": { "type": "boolean", "description": "true: only the archived groups; false: only those not archived. Absent: all of them." }, "starting_after": { "$ref": "common.schema.json#/$defs/startingAfter" }, "ending_before": { "$ref": "common.schema.json#/$defs/endingBefore" } }, "dependentSchemas": { "ending_before": { "not": { "required": ["starting_after"] }, "x-message": "must not be sent together with starting_after" } } };
function validate45(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate45.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "limit" || key0 === "archived" || key0 === "starting_after" || key0 === "ending_before")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema71, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.limit !== void 0) {
      let data0 = data.limit;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err1 = { instancePath: instancePath + "/limit", schemaPath: "common.schema.json#/$defs/limit/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema52.type, parentSchema: schema52, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 > 100 || isNaN(data0)) {
          const err2 = { instancePath: instancePath + "/limit", schemaPath: "common.schema.json#/$defs/limit/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100", schema: 100, parentSchema: schema52, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err3 = { instancePath: instancePath + "/limit", schemaPath: "common.schema.json#/$defs/limit/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema52, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    }
    if (data.archived !== void 0) {
      let data1 = data.archived;
      if (typeof data1 !== "boolean") {
        const err4 = { instancePath: instancePath + "/archived", schemaPath: "#/properties/archived/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema71.properties.archived.type, parentSchema: schema71.properties.archived, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.starting_after !== void 0) {
      let data2 = data.starting_after;
      if (typeof data2 === "string") {
        if (func2(data2) < 1) {
          const err5 = { instancePath: instancePath + "/starting_after", schemaPath: "common.schema.json#/$defs/startingAfter/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema53, data: data2 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/starting_after", schemaPath: "common.schema.json#/$defs/startingAfter/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema53.type, parentSchema: schema53, data: data2 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.ending_before !== void 0) {
      let data3 = data.ending_before;
      if (typeof data3 === "string") {
        if (func2(data3) < 1) {
          const err7 = { instancePath: instancePath + "/ending_before", schemaPath: "common.schema.json#/$defs/endingBefore/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema54, data: data3 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/ending_before", schemaPath: "common.schema.json#/$defs/endingBefore/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema54.type, parentSchema: schema54, data: data3 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.ending_before !== void 0) {
      const _errs14 = errors;
      const _errs15 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (data.starting_after === void 0 && (missing0 = "starting_after")) {
          const err9 = {};
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      var valid5 = _errs15 === errors;
      if (valid5) {
        const err10 = { instancePath, schemaPath: "#/dependentSchemas/ending_before/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema71.dependentSchemas.ending_before.not, parentSchema: schema71.dependentSchemas.ending_before, data };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      } else {
        errors = _errs14;
        if (vErrors !== null) {
          if (_errs14) {
            vErrors.length = _errs14;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema71.type, parentSchema: schema71, data };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate45.errors = vErrors;
  return errors === 0;
}
validate45.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var createGroup = validate46;
var schema75 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "create-group.body.schema.json", "title": "CreateGroupBody", "description": "Body of POST /v1/groups.", "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "$ref": "group.schema.json#/properties/name" }, "description": { "$ref": "group.schema.json#/properties/description" }, "avatar_url": { "$ref": "group.schema.json#/properties/avatar_url" }, "contacts": { "type": "array", "maxItems": 256, "items": { "$ref": "contact-ref.schema.json" } } } };
var schema82 = { "type": "string", "minLength": 1, "maxLength": 100, "faker": "company.name" };
var schema83 = { "type": ["string", "null"], "maxLength": 1e3, "faker": "company.catchPhrase" };
var schema38 = { "type": ["string", "null"], "format": "uri", "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://", "maxLength": 2048 };
var schema85 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "contact-ref.schema.json", "title": "ContactRef", "description": "A reference to a contact in a group's contacts: a contact object with at least one of id, username, phone_number. It resolves by id; without an id by username, then phone_number; with no id and no match it creates a contact.", "type": "object", "additionalProperties": false, "properties": { "id": { "$ref": "contact.schema.json#/properties/id" }, "username": { "$ref": "contact.schema.json#/properties/username" }, "phone_number": { "$ref": "contact.schema.json#/properties/phone_number" }, "avatar_url": { "$ref": "contact.schema.json#/properties/avatar_url" }, "last_active_at": { "$ref": "contact.schema.json#/properties/last_active_at" }, "created_at": { "$ref": "contact.schema.json#/properties/created_at" } }, "anyOf": [{ "required": ["id"], "properties": { "id": { "type": "string" } } }, { "required": ["username"], "properties": { "username": { "type": "string" } } }, { "required": ["phone_number"], "properties": { "phone_number": { "type": "string" } } }], "x-message": "must have at least one of id, username, phone_number" };
var schema87 = { "type": ["string", "null"], "minLength": 1, "maxLength": 64, "faker": "internet.username" };
var schema88 = { "type": ["string", "null"], "minLength": 1, "maxLength": 32, "faker": { "phone.number": [{ "style": "international" }] } };
var schema39 = { "type": ["integer", "null"], "minimum": 0, "maximum": 9007199254740991 };
var schema40 = { "type": "integer", "minimum": 0, "maximum": 9007199254740991, "description": "Unix seconds, or milliseconds with timestampUnit ms." };
function validate49(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate49.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs1 = errors;
  let valid0 = false;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/anyOf/0/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema85.anyOf[0].required, parentSchema: schema85.anyOf[0], data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 !== "string") {
        const err1 = { instancePath: instancePath + "/id", schemaPath: "#/anyOf/0/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema85.anyOf[0].properties.id.type, parentSchema: schema85.anyOf[0].properties.id, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = {};
    props0.id = true;
  }
  const _errs5 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.username === void 0) {
      const err2 = { instancePath, schemaPath: "#/anyOf/1/required", keyword: "required", params: { missingProperty: "username" }, message: "must have required property 'username'", schema: schema85.anyOf[1].required, parentSchema: schema85.anyOf[1], data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.username !== void 0) {
      let data1 = data.username;
      if (typeof data1 !== "string") {
        const err3 = { instancePath: instancePath + "/username", schemaPath: "#/anyOf/1/properties/username/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema85.anyOf[1].properties.username.type, parentSchema: schema85.anyOf[1].properties.username, data: data1 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  }
  var _valid0 = _errs5 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.username = true;
    }
  }
  const _errs8 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.phone_number === void 0) {
      const err4 = { instancePath, schemaPath: "#/anyOf/2/required", keyword: "required", params: { missingProperty: "phone_number" }, message: "must have required property 'phone_number'", schema: schema85.anyOf[2].required, parentSchema: schema85.anyOf[2], data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.phone_number !== void 0) {
      let data2 = data.phone_number;
      if (typeof data2 !== "string") {
        const err5 = { instancePath: instancePath + "/phone_number", schemaPath: "#/anyOf/2/properties/phone_number/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema85.anyOf[2].properties.phone_number.type, parentSchema: schema85.anyOf[2].properties.phone_number, data: data2 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  }
  var _valid0 = _errs8 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = props0 || {};
      props0.phone_number = true;
    }
  }
  if (!valid0) {
    const err6 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema85.anyOf, parentSchema: schema85, data };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "username" || key0 === "phone_number" || key0 === "avatar_url" || key0 === "last_active_at" || key0 === "created_at")) {
        const err7 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema85, data };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data3 = data.id;
      if (typeof data3 === "string") {
        if (func2(data3) > 128) {
          const err8 = { instancePath: instancePath + "/id", schemaPath: "contact.schema.json#/properties/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data3 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (func2(data3) < 1) {
          const err9 = { instancePath: instancePath + "/id", schemaPath: "contact.schema.json#/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data3 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = { instancePath: instancePath + "/id", schemaPath: "contact.schema.json#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data3 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.username !== void 0) {
      let data4 = data.username;
      if (typeof data4 !== "string" && data4 !== null) {
        const err11 = { instancePath: instancePath + "/username", schemaPath: "contact.schema.json#/properties/username/type", keyword: "type", params: { type: schema87.type }, message: "must be string,null", schema: schema87.type, parentSchema: schema87, data: data4 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data4 === "string") {
        if (func2(data4) > 64) {
          const err12 = { instancePath: instancePath + "/username", schemaPath: "contact.schema.json#/properties/username/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema87, data: data4 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (func2(data4) < 1) {
          const err13 = { instancePath: instancePath + "/username", schemaPath: "contact.schema.json#/properties/username/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema87, data: data4 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.phone_number !== void 0) {
      let data5 = data.phone_number;
      if (typeof data5 !== "string" && data5 !== null) {
        const err14 = { instancePath: instancePath + "/phone_number", schemaPath: "contact.schema.json#/properties/phone_number/type", keyword: "type", params: { type: schema88.type }, message: "must be string,null", schema: schema88.type, parentSchema: schema88, data: data5 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data5 === "string") {
        if (func2(data5) > 32) {
          const err15 = { instancePath: instancePath + "/phone_number", schemaPath: "contact.schema.json#/properties/phone_number/maxLength", keyword: "maxLength", params: { limit: 32 }, message: "must NOT have more than 32 characters", schema: 32, parentSchema: schema88, data: data5 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (func2(data5) < 1) {
          const err16 = { instancePath: instancePath + "/phone_number", schemaPath: "contact.schema.json#/properties/phone_number/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema88, data: data5 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.avatar_url !== void 0) {
      let data6 = data.avatar_url;
      if (typeof data6 !== "string" && data6 !== null) {
        const err17 = { instancePath: instancePath + "/avatar_url", schemaPath: "contact.schema.json#/properties/avatar_url/type", keyword: "type", params: { type: schema38.type }, message: "must be string,null", schema: schema38.type, parentSchema: schema38, data: data6 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data6 === "string") {
        if (func2(data6) > 2048) {
          const err18 = { instancePath: instancePath + "/avatar_url", schemaPath: "contact.schema.json#/properties/avatar_url/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters", schema: 2048, parentSchema: schema38, data: data6 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (!pattern4.test(data6)) {
          const err19 = { instancePath: instancePath + "/avatar_url", schemaPath: "contact.schema.json#/properties/avatar_url/pattern", keyword: "pattern", params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://" }, message: 'must match pattern "^[Hh][Tt][Tt][Pp][Ss]?://"', schema: "^[Hh][Tt][Tt][Pp][Ss]?://", parentSchema: schema38, data: data6 };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (!formats0(data6)) {
          const err20 = { instancePath: instancePath + "/avatar_url", schemaPath: "contact.schema.json#/properties/avatar_url/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"', schema: "uri", parentSchema: schema38, data: data6 };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
    if (data.last_active_at !== void 0) {
      let data7 = data.last_active_at;
      if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7)) && data7 !== null) {
        const err21 = { instancePath: instancePath + "/last_active_at", schemaPath: "contact.schema.json#/properties/last_active_at/type", keyword: "type", params: { type: schema39.type }, message: "must be integer,null", schema: schema39.type, parentSchema: schema39, data: data7 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (typeof data7 == "number" && isFinite(data7)) {
        if (data7 > 9007199254740991 || isNaN(data7)) {
          const err22 = { instancePath: instancePath + "/last_active_at", schemaPath: "contact.schema.json#/properties/last_active_at/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema39, data: data7 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data7 < 0 || isNaN(data7)) {
          const err23 = { instancePath: instancePath + "/last_active_at", schemaPath: "contact.schema.json#/properties/last_active_at/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema39, data: data7 };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
    }
    if (data.created_at !== void 0) {
      let data8 = data.created_at;
      if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
        const err24 = { instancePath: instancePath + "/created_at", schemaPath: "contact.schema.json#/properties/created_at/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.type, parentSchema: schema40, data: data8 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      if (typeof data8 == "number" && isFinite(data8)) {
        if (data8 > 9007199254740991 || isNaN(data8)) {
          const err25 = { instancePath: instancePath + "/created_at", schemaPath: "contact.schema.json#/properties/created_at/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema40, data: data8 };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (data8 < 0 || isNaN(data8)) {
          const err26 = { instancePath: instancePath + "/created_at", schemaPath: "contact.schema.json#/properties/created_at/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40, data: data8 };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      }
    }
  } else {
    const err27 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema85.type, parentSchema: schema85, data };
    if (vErrors === null) {
      vErrors = [err27];
    } else {
      vErrors.push(err27);
    }
    errors++;
  }
  validate49.errors = vErrors;
  return errors === 0;
}
validate49.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate46(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate46.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema75.required, parentSchema: schema75, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "name" || key0 === "description" || key0 === "avatar_url" || key0 === "contacts")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema75, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data0 = data.name;
      if (typeof data0 === "string") {
        if (func2(data0) > 100) {
          const err2 = { instancePath: instancePath + "/name", schemaPath: "group.schema.json#/properties/name/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters", schema: 100, parentSchema: schema82, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err3 = { instancePath: instancePath + "/name", schemaPath: "group.schema.json#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema82, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/name", schemaPath: "group.schema.json#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema82.type, parentSchema: schema82, data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data1 = data.description;
      if (typeof data1 !== "string" && data1 !== null) {
        const err5 = { instancePath: instancePath + "/description", schemaPath: "group.schema.json#/properties/description/type", keyword: "type", params: { type: schema83.type }, message: "must be string,null", schema: schema83.type, parentSchema: schema83, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data1 === "string") {
        if (func2(data1) > 1e3) {
          const err6 = { instancePath: instancePath + "/description", schemaPath: "group.schema.json#/properties/description/maxLength", keyword: "maxLength", params: { limit: 1e3 }, message: "must NOT have more than 1000 characters", schema: 1e3, parentSchema: schema83, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.avatar_url !== void 0) {
      let data2 = data.avatar_url;
      if (typeof data2 !== "string" && data2 !== null) {
        const err7 = { instancePath: instancePath + "/avatar_url", schemaPath: "group.schema.json#/properties/avatar_url/type", keyword: "type", params: { type: schema38.type }, message: "must be string,null", schema: schema38.type, parentSchema: schema38, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data2 === "string") {
        if (func2(data2) > 2048) {
          const err8 = { instancePath: instancePath + "/avatar_url", schemaPath: "group.schema.json#/properties/avatar_url/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters", schema: 2048, parentSchema: schema38, data: data2 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (!pattern4.test(data2)) {
          const err9 = { instancePath: instancePath + "/avatar_url", schemaPath: "group.schema.json#/properties/avatar_url/pattern", keyword: "pattern", params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://" }, message: 'must match pattern "^[Hh][Tt][Tt][Pp][Ss]?://"', schema: "^[Hh][Tt][Tt][Pp][Ss]?://", parentSchema: schema38, data: data2 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (!formats0(data2)) {
          const err10 = { instancePath: instancePath + "/avatar_url", schemaPath: "group.schema.json#/properties/avatar_url/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"', schema: "uri", parentSchema: schema38, data: data2 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.contacts !== void 0) {
      let data3 = data.contacts;
      if (Array.isArray(data3)) {
        if (data3.length > 256) {
          const err11 = { instancePath: instancePath + "/contacts", schemaPath: "#/properties/contacts/maxItems", keyword: "maxItems", params: { limit: 256 }, message: "must NOT have more than 256 items", schema: 256, parentSchema: schema75.properties.contacts, data: data3 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate49(data3[i0], { instancePath: instancePath + "/contacts/" + i0, parentData: data3, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/contacts", schemaPath: "#/properties/contacts/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema75.properties.contacts.type, parentSchema: schema75.properties.contacts, data: data3 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema75.type, parentSchema: schema75, data };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate46.errors = vErrors;
  return errors === 0;
}
validate46.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var updateGroup = validate51;
var schema92 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "update-group.body.schema.json", "title": "UpdateGroupBody", "description": "Body of PUT /v1/groups/:id: at least one field; fields not sent stay as they were. contacts replaces the member list; archived_at archives, null restores.", "type": "object", "minProperties": 1, "additionalProperties": false, "properties": { "name": { "$ref": "group.schema.json#/properties/name" }, "description": { "$ref": "group.schema.json#/properties/description" }, "avatar_url": { "$ref": "group.schema.json#/properties/avatar_url" }, "contacts": { "$ref": "create-group.body.schema.json#/properties/contacts" }, "archived_at": { "$ref": "group.schema.json#/properties/archived_at" } }, "x-message": "must name at least one of name, description, avatar_url, contacts, archived_at" };
var schema96 = { "type": "array", "maxItems": 256, "items": { "$ref": "contact-ref.schema.json" } };
function validate52(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate52.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (Array.isArray(data)) {
    if (data.length > 256) {
      const err0 = { instancePath, schemaPath: "#/maxItems", keyword: "maxItems", params: { limit: 256 }, message: "must NOT have more than 256 items", schema: 256, parentSchema: schema96, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      if (!validate49(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema96.type, parentSchema: schema96, data };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate52.errors = vErrors;
  return errors === 0;
}
validate52.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
function validate51(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate51.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (Object.keys(data).length < 1) {
      const err0 = { instancePath, schemaPath: "#/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties", schema: 1, parentSchema: schema92, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "name" || key0 === "description" || key0 === "avatar_url" || key0 === "contacts" || key0 === "archived_at")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema92, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data0 = data.name;
      if (typeof data0 === "string") {
        if (func2(data0) > 100) {
          const err2 = { instancePath: instancePath + "/name", schemaPath: "group.schema.json#/properties/name/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters", schema: 100, parentSchema: schema82, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err3 = { instancePath: instancePath + "/name", schemaPath: "group.schema.json#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema82, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/name", schemaPath: "group.schema.json#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema82.type, parentSchema: schema82, data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data1 = data.description;
      if (typeof data1 !== "string" && data1 !== null) {
        const err5 = { instancePath: instancePath + "/description", schemaPath: "group.schema.json#/properties/description/type", keyword: "type", params: { type: schema83.type }, message: "must be string,null", schema: schema83.type, parentSchema: schema83, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data1 === "string") {
        if (func2(data1) > 1e3) {
          const err6 = { instancePath: instancePath + "/description", schemaPath: "group.schema.json#/properties/description/maxLength", keyword: "maxLength", params: { limit: 1e3 }, message: "must NOT have more than 1000 characters", schema: 1e3, parentSchema: schema83, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.avatar_url !== void 0) {
      let data2 = data.avatar_url;
      if (typeof data2 !== "string" && data2 !== null) {
        const err7 = { instancePath: instancePath + "/avatar_url", schemaPath: "group.schema.json#/properties/avatar_url/type", keyword: "type", params: { type: schema38.type }, message: "must be string,null", schema: schema38.type, parentSchema: schema38, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data2 === "string") {
        if (func2(data2) > 2048) {
          const err8 = { instancePath: instancePath + "/avatar_url", schemaPath: "group.schema.json#/properties/avatar_url/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters", schema: 2048, parentSchema: schema38, data: data2 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (!pattern4.test(data2)) {
          const err9 = { instancePath: instancePath + "/avatar_url", schemaPath: "group.schema.json#/properties/avatar_url/pattern", keyword: "pattern", params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://" }, message: 'must match pattern "^[Hh][Tt][Tt][Pp][Ss]?://"', schema: "^[Hh][Tt][Tt][Pp][Ss]?://", parentSchema: schema38, data: data2 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (!formats0(data2)) {
          const err10 = { instancePath: instancePath + "/avatar_url", schemaPath: "group.schema.json#/properties/avatar_url/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"', schema: "uri", parentSchema: schema38, data: data2 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.contacts !== void 0) {
      if (!validate52(data.contacts, { instancePath: instancePath + "/contacts", parentData: data, parentDataProperty: "contacts", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
        errors = vErrors.length;
      }
    }
    if (data.archived_at !== void 0) {
      let data4 = data.archived_at;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4)) && data4 !== null) {
        const err11 = { instancePath: instancePath + "/archived_at", schemaPath: "group.schema.json#/properties/archived_at/type", keyword: "type", params: { type: schema39.type }, message: "must be integer,null", schema: schema39.type, parentSchema: schema39, data: data4 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 > 9007199254740991 || isNaN(data4)) {
          const err12 = { instancePath: instancePath + "/archived_at", schemaPath: "group.schema.json#/properties/archived_at/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema39, data: data4 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data4 < 0 || isNaN(data4)) {
          const err13 = { instancePath: instancePath + "/archived_at", schemaPath: "group.schema.json#/properties/archived_at/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema39, data: data4 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
  } else {
    const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema92.type, parentSchema: schema92, data };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate51.errors = vErrors;
  return errors === 0;
}
validate51.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var noParameters = validate55;
var schema98 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "no-parameters.schema.json", "title": "NoParameters", "description": "The query of an endpoint that takes no query parameters.", "type": "object", "additionalProperties": false };
function validate55(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate55.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema98, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema98.type, parentSchema: schema98, data };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate55.errors = vErrors;
  return errors === 0;
}
validate55.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var fixture = validate56;
var schema99 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "fixture.schema.json", "title": "Fixture", "description": "A fixture document: the world the mock serves. Every field a resource has may be given; what is left out gets its documented default (null, [], a generated id, created_at now). References must resolve.", "type": "object", "additionalProperties": false, "properties": { "timestamp_unit": { "enum": ["s", "ms"], "description": "The unit of this document's timestamps. Default: the server's. A document in another unit is converted on load." }, "default_caller": { "$ref": "common.schema.json#/$defs/id", "description": "The contact that a well-formed token no fixture names acts as (auth mode any). Default: the first contact." }, "tokens": { "type": "object", "description": "Tokens to the contacts they identify.", "propertyNames": { "$ref": "#/$defs/token" }, "additionalProperties": { "anyOf": [{ "$ref": "common.schema.json#/$defs/id" }, { "type": "object", "required": ["contact"], "additionalProperties": false, "properties": { "contact": { "$ref": "common.schema.json#/$defs/id" }, "expires_at": { "$ref": "common.schema.json#/$defs/timestamp" } } }], "x-message": "must be a contact id or an object { contact, expires_at }" } }, "contacts": { "type": "array", "items": { "$ref": "#/$defs/contact" } }, "groups": { "type": "array", "items": { "$ref": "#/$defs/group" } }, "conversations": { "type": "array", "items": { "$ref": "#/$defs/conversation" } }, "messages": { "type": "array", "items": { "$ref": "#/$defs/message" } }, "generate": { "$ref": "#/$defs/generate" }, "activity": { "$ref": "activity.schema.json#/$defs/input" } }, "$defs": { "generate": { "title": "GenerateSpec", "description": "Fills the world with realistic generated data (json-schema-faker over these schemas, with faker), the same for the same seed. Generated items come after the explicit ones and may reference them.", "type": "object", "additionalProperties": false, "properties": { "seed": { "type": "integer", "minimum": 0, "maximum": 4294967295, "default": 1 }, "contacts": { "type": "integer", "minimum": 0, "maximum": 1e5, "default": 20 }, "groups": { "type": "integer", "minimum": 0, "maximum": 1e5, "default": 5 }, "direct_conversations": { "type": "integer", "minimum": 0, "maximum": 1e5, "default": 5 }, "messages_per_conversation": { "type": "integer", "minimum": 0, "maximum": 5e6, "default": 20 } } }, "token": { "title": "Token", "type": "string", "pattern": "^[A-Za-z0-9._~+/-]+=*$", "maxLength": 512, "description": "An RFC 6750 bearer token (token68)." }, "contact": { "title": "FixtureContact", "type": "object", "additionalProperties": false, "properties": { "id": { "$ref": "contact.schema.json#/properties/id" }, "username": { "$ref": "contact.schema.json#/properties/username" }, "phone_number": { "$ref": "contact.schema.json#/properties/phone_number" }, "avatar_url": { "$ref": "contact.schema.json#/properties/avatar_url" }, "last_active_at": { "$ref": "contact.schema.json#/properties/last_active_at" }, "created_at": { "$ref": "contact.schema.json#/properties/created_at" } } }, "group": { "title": "FixtureGroup", "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "id": { "$ref": "group.schema.json#/properties/id" }, "name": { "$ref": "group.schema.json#/properties/name" }, "description": { "$ref": "group.schema.json#/properties/description" }, "avatar_url": { "$ref": "group.schema.json#/properties/avatar_url" }, "owner": { "$ref": "common.schema.json#/$defs/id", "description": "The contact who created the group. Default: the default caller." }, "contacts": { "type": "array", "maxItems": 256, "items": { "$ref": "common.schema.json#/$defs/id" }, "description": "Ids of the member contacts." }, "conversation_id": { "$ref": "group.schema.json#/properties/conversation_id" }, "created_at": { "$ref": "group.schema.json#/properties/created_at" }, "archived_at": { "$ref": "group.schema.json#/properties/archived_at" } } }, "conversation": { "title": "FixtureConversation", "type": "object", "description": "A direct conversation (group conversations come with their groups).", "required": ["participants"], "additionalProperties": false, "properties": { "id": { "$ref": "common.schema.json#/$defs/id" }, "participants": { "type": "array", "minItems": 1, "maxItems": 256, "items": { "$ref": "common.schema.json#/$defs/id" } } } }, "message": { "title": "FixtureMessage", "type": "object", "required": ["conversation_id", "contact", "message"], "additionalProperties": false, "properties": { "id": { "$ref": "message.schema.json#/properties/id" }, "conversation_id": { "$ref": "message.schema.json#/properties/conversation_id" }, "contact": { "$ref": "common.schema.json#/$defs/id", "description": "Id of the sending contact, a participant of the conversation." }, "message": { "$ref": "message.schema.json#/properties/message" }, "reactions": { "$ref": "message.schema.json#/properties/reactions" }, "attachments": { "type": "array", "maxItems": 10, "items": { "title": "FixtureAttachment", "type": "object", "required": ["url"], "additionalProperties": false, "properties": { "id": { "$ref": "attachment.schema.json#/properties/id" }, "url": { "$ref": "attachment.schema.json#/properties/url" }, "filename": { "$ref": "attachment.schema.json#/properties/filename" }, "content_type": { "$ref": "attachment.schema.json#/properties/content_type" }, "size": { "$ref": "attachment.schema.json#/properties/size" } } } }, "read_at": { "$ref": "message.schema.json#/properties/read_at" }, "created_at": { "$ref": "message.schema.json#/properties/created_at" }, "updated_at": { "$ref": "message.schema.json#/properties/updated_at" } } } } };
var schema101 = { "title": "Token", "type": "string", "pattern": "^[A-Za-z0-9._~+/-]+=*$", "maxLength": 512, "description": "An RFC 6750 bearer token (token68)." };
var schema142 = { "title": "GenerateSpec", "description": "Fills the world with realistic generated data (json-schema-faker over these schemas, with faker), the same for the same seed. Generated items come after the explicit ones and may reference them.", "type": "object", "additionalProperties": false, "properties": { "seed": { "type": "integer", "minimum": 0, "maximum": 4294967295, "default": 1 }, "contacts": { "type": "integer", "minimum": 0, "maximum": 1e5, "default": 20 }, "groups": { "type": "integer", "minimum": 0, "maximum": 1e5, "default": 5 }, "direct_conversations": { "type": "integer", "minimum": 0, "maximum": 1e5, "default": 5 }, "messages_per_conversation": { "type": "integer", "minimum": 0, "maximum": 5e6, "default": 20 } } };
var func1 = Object.prototype.hasOwnProperty;
var pattern11 = new RegExp("^[A-Za-z0-9._~+/-]+=*$", "u");
var schema105 = { "title": "FixtureContact", "type": "object", "additionalProperties": false, "properties": { "id": { "$ref": "contact.schema.json#/properties/id" }, "username": { "$ref": "contact.schema.json#/properties/username" }, "phone_number": { "$ref": "contact.schema.json#/properties/phone_number" }, "avatar_url": { "$ref": "contact.schema.json#/properties/avatar_url" }, "last_active_at": { "$ref": "contact.schema.json#/properties/last_active_at" }, "created_at": { "$ref": "contact.schema.json#/properties/created_at" } } };
function validate57(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate57.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "username" || key0 === "phone_number" || key0 === "avatar_url" || key0 === "last_active_at" || key0 === "created_at")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema105, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func2(data0) > 128) {
          const err1 = { instancePath: instancePath + "/id", schemaPath: "contact.schema.json#/properties/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err2 = { instancePath: instancePath + "/id", schemaPath: "contact.schema.json#/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/id", schemaPath: "contact.schema.json#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.username !== void 0) {
      let data1 = data.username;
      if (typeof data1 !== "string" && data1 !== null) {
        const err4 = { instancePath: instancePath + "/username", schemaPath: "contact.schema.json#/properties/username/type", keyword: "type", params: { type: schema87.type }, message: "must be string,null", schema: schema87.type, parentSchema: schema87, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data1 === "string") {
        if (func2(data1) > 64) {
          const err5 = { instancePath: instancePath + "/username", schemaPath: "contact.schema.json#/properties/username/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema87, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (func2(data1) < 1) {
          const err6 = { instancePath: instancePath + "/username", schemaPath: "contact.schema.json#/properties/username/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema87, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.phone_number !== void 0) {
      let data2 = data.phone_number;
      if (typeof data2 !== "string" && data2 !== null) {
        const err7 = { instancePath: instancePath + "/phone_number", schemaPath: "contact.schema.json#/properties/phone_number/type", keyword: "type", params: { type: schema88.type }, message: "must be string,null", schema: schema88.type, parentSchema: schema88, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data2 === "string") {
        if (func2(data2) > 32) {
          const err8 = { instancePath: instancePath + "/phone_number", schemaPath: "contact.schema.json#/properties/phone_number/maxLength", keyword: "maxLength", params: { limit: 32 }, message: "must NOT have more than 32 characters", schema: 32, parentSchema: schema88, data: data2 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (func2(data2) < 1) {
          const err9 = { instancePath: instancePath + "/phone_number", schemaPath: "contact.schema.json#/properties/phone_number/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema88, data: data2 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.avatar_url !== void 0) {
      let data3 = data.avatar_url;
      if (typeof data3 !== "string" && data3 !== null) {
        const err10 = { instancePath: instancePath + "/avatar_url", schemaPath: "contact.schema.json#/properties/avatar_url/type", keyword: "type", params: { type: schema38.type }, message: "must be string,null", schema: schema38.type, parentSchema: schema38, data: data3 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data3 === "string") {
        if (func2(data3) > 2048) {
          const err11 = { instancePath: instancePath + "/avatar_url", schemaPath: "contact.schema.json#/properties/avatar_url/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters", schema: 2048, parentSchema: schema38, data: data3 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (!pattern4.test(data3)) {
          const err12 = { instancePath: instancePath + "/avatar_url", schemaPath: "contact.schema.json#/properties/avatar_url/pattern", keyword: "pattern", params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://" }, message: 'must match pattern "^[Hh][Tt][Tt][Pp][Ss]?://"', schema: "^[Hh][Tt][Tt][Pp][Ss]?://", parentSchema: schema38, data: data3 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (!formats0(data3)) {
          const err13 = { instancePath: instancePath + "/avatar_url", schemaPath: "contact.schema.json#/properties/avatar_url/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"', schema: "uri", parentSchema: schema38, data: data3 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.last_active_at !== void 0) {
      let data4 = data.last_active_at;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4)) && data4 !== null) {
        const err14 = { instancePath: instancePath + "/last_active_at", schemaPath: "contact.schema.json#/properties/last_active_at/type", keyword: "type", params: { type: schema39.type }, message: "must be integer,null", schema: schema39.type, parentSchema: schema39, data: data4 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 > 9007199254740991 || isNaN(data4)) {
          const err15 = { instancePath: instancePath + "/last_active_at", schemaPath: "contact.schema.json#/properties/last_active_at/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema39, data: data4 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data4 < 0 || isNaN(data4)) {
          const err16 = { instancePath: instancePath + "/last_active_at", schemaPath: "contact.schema.json#/properties/last_active_at/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema39, data: data4 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.created_at !== void 0) {
      let data5 = data.created_at;
      if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
        const err17 = { instancePath: instancePath + "/created_at", schemaPath: "contact.schema.json#/properties/created_at/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.type, parentSchema: schema40, data: data5 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 > 9007199254740991 || isNaN(data5)) {
          const err18 = { instancePath: instancePath + "/created_at", schemaPath: "contact.schema.json#/properties/created_at/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema40, data: data5 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data5 < 0 || isNaN(data5)) {
          const err19 = { instancePath: instancePath + "/created_at", schemaPath: "contact.schema.json#/properties/created_at/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40, data: data5 };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
    }
  } else {
    const err20 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema105.type, parentSchema: schema105, data };
    if (vErrors === null) {
      vErrors = [err20];
    } else {
      vErrors.push(err20);
    }
    errors++;
  }
  validate57.errors = vErrors;
  return errors === 0;
}
validate57.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema112 = { "title": "FixtureGroup", "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "id": { "$ref": "group.schema.json#/properties/id" }, "name": { "$ref": "group.schema.json#/properties/name" }, "description": { "$ref": "group.schema.json#/properties/description" }, "avatar_url": { "$ref": "group.schema.json#/properties/avatar_url" }, "owner": { "$ref": "common.schema.json#/$defs/id", "description": "The contact who created the group. Default: the default caller." }, "contacts": { "type": "array", "maxItems": 256, "items": { "$ref": "common.schema.json#/$defs/id" }, "description": "Ids of the member contacts." }, "conversation_id": { "$ref": "group.schema.json#/properties/conversation_id" }, "created_at": { "$ref": "group.schema.json#/properties/created_at" }, "archived_at": { "$ref": "group.schema.json#/properties/archived_at" } } };
function validate59(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate59.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema112.required, parentSchema: schema112, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema112.properties, key0)) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema112, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func2(data0) > 128) {
          const err2 = { instancePath: instancePath + "/id", schemaPath: "group.schema.json#/properties/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err3 = { instancePath: instancePath + "/id", schemaPath: "group.schema.json#/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/id", schemaPath: "group.schema.json#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data1 = data.name;
      if (typeof data1 === "string") {
        if (func2(data1) > 100) {
          const err5 = { instancePath: instancePath + "/name", schemaPath: "group.schema.json#/properties/name/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters", schema: 100, parentSchema: schema82, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (func2(data1) < 1) {
          const err6 = { instancePath: instancePath + "/name", schemaPath: "group.schema.json#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema82, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = { instancePath: instancePath + "/name", schemaPath: "group.schema.json#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema82.type, parentSchema: schema82, data: data1 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data2 = data.description;
      if (typeof data2 !== "string" && data2 !== null) {
        const err8 = { instancePath: instancePath + "/description", schemaPath: "group.schema.json#/properties/description/type", keyword: "type", params: { type: schema83.type }, message: "must be string,null", schema: schema83.type, parentSchema: schema83, data: data2 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 === "string") {
        if (func2(data2) > 1e3) {
          const err9 = { instancePath: instancePath + "/description", schemaPath: "group.schema.json#/properties/description/maxLength", keyword: "maxLength", params: { limit: 1e3 }, message: "must NOT have more than 1000 characters", schema: 1e3, parentSchema: schema83, data: data2 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.avatar_url !== void 0) {
      let data3 = data.avatar_url;
      if (typeof data3 !== "string" && data3 !== null) {
        const err10 = { instancePath: instancePath + "/avatar_url", schemaPath: "group.schema.json#/properties/avatar_url/type", keyword: "type", params: { type: schema38.type }, message: "must be string,null", schema: schema38.type, parentSchema: schema38, data: data3 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data3 === "string") {
        if (func2(data3) > 2048) {
          const err11 = { instancePath: instancePath + "/avatar_url", schemaPath: "group.schema.json#/properties/avatar_url/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters", schema: 2048, parentSchema: schema38, data: data3 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (!pattern4.test(data3)) {
          const err12 = { instancePath: instancePath + "/avatar_url", schemaPath: "group.schema.json#/properties/avatar_url/pattern", keyword: "pattern", params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://" }, message: 'must match pattern "^[Hh][Tt][Tt][Pp][Ss]?://"', schema: "^[Hh][Tt][Tt][Pp][Ss]?://", parentSchema: schema38, data: data3 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (!formats0(data3)) {
          const err13 = { instancePath: instancePath + "/avatar_url", schemaPath: "group.schema.json#/properties/avatar_url/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"', schema: "uri", parentSchema: schema38, data: data3 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.owner !== void 0) {
      let data4 = data.owner;
      if (typeof data4 === "string") {
        if (func2(data4) > 128) {
          const err14 = { instancePath: instancePath + "/owner", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data4 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (func2(data4) < 1) {
          const err15 = { instancePath: instancePath + "/owner", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data4 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      } else {
        const err16 = { instancePath: instancePath + "/owner", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data4 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.contacts !== void 0) {
      let data5 = data.contacts;
      if (Array.isArray(data5)) {
        if (data5.length > 256) {
          const err17 = { instancePath: instancePath + "/contacts", schemaPath: "#/properties/contacts/maxItems", keyword: "maxItems", params: { limit: 256 }, message: "must NOT have more than 256 items", schema: 256, parentSchema: schema112.properties.contacts, data: data5 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data6 = data5[i0];
          if (typeof data6 === "string") {
            if (func2(data6) > 128) {
              const err18 = { instancePath: instancePath + "/contacts/" + i0, schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data6 };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            if (func2(data6) < 1) {
              const err19 = { instancePath: instancePath + "/contacts/" + i0, schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data6 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          } else {
            const err20 = { instancePath: instancePath + "/contacts/" + i0, schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data6 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
      } else {
        const err21 = { instancePath: instancePath + "/contacts", schemaPath: "#/properties/contacts/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema112.properties.contacts.type, parentSchema: schema112.properties.contacts, data: data5 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.conversation_id !== void 0) {
      let data7 = data.conversation_id;
      if (typeof data7 === "string") {
        if (func2(data7) > 128) {
          const err22 = { instancePath: instancePath + "/conversation_id", schemaPath: "group.schema.json#/properties/conversation_id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data7 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (func2(data7) < 1) {
          const err23 = { instancePath: instancePath + "/conversation_id", schemaPath: "group.schema.json#/properties/conversation_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data7 };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      } else {
        const err24 = { instancePath: instancePath + "/conversation_id", schemaPath: "group.schema.json#/properties/conversation_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data7 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.created_at !== void 0) {
      let data8 = data.created_at;
      if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
        const err25 = { instancePath: instancePath + "/created_at", schemaPath: "group.schema.json#/properties/created_at/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.type, parentSchema: schema40, data: data8 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
      if (typeof data8 == "number" && isFinite(data8)) {
        if (data8 > 9007199254740991 || isNaN(data8)) {
          const err26 = { instancePath: instancePath + "/created_at", schemaPath: "group.schema.json#/properties/created_at/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema40, data: data8 };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (data8 < 0 || isNaN(data8)) {
          const err27 = { instancePath: instancePath + "/created_at", schemaPath: "group.schema.json#/properties/created_at/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40, data: data8 };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
    }
    if (data.archived_at !== void 0) {
      let data9 = data.archived_at;
      if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9)) && data9 !== null) {
        const err28 = { instancePath: instancePath + "/archived_at", schemaPath: "group.schema.json#/properties/archived_at/type", keyword: "type", params: { type: schema39.type }, message: "must be integer,null", schema: schema39.type, parentSchema: schema39, data: data9 };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
      if (typeof data9 == "number" && isFinite(data9)) {
        if (data9 > 9007199254740991 || isNaN(data9)) {
          const err29 = { instancePath: instancePath + "/archived_at", schemaPath: "group.schema.json#/properties/archived_at/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema39, data: data9 };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        if (data9 < 0 || isNaN(data9)) {
          const err30 = { instancePath: instancePath + "/archived_at", schemaPath: "group.schema.json#/properties/archived_at/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema39, data: data9 };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
      }
    }
  } else {
    const err31 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema112.type, parentSchema: schema112, data };
    if (vErrors === null) {
      vErrors = [err31];
    } else {
      vErrors.push(err31);
    }
    errors++;
  }
  validate59.errors = vErrors;
  return errors === 0;
}
validate59.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema122 = { "title": "FixtureConversation", "type": "object", "description": "A direct conversation (group conversations come with their groups).", "required": ["participants"], "additionalProperties": false, "properties": { "id": { "$ref": "common.schema.json#/$defs/id" }, "participants": { "type": "array", "minItems": 1, "maxItems": 256, "items": { "$ref": "common.schema.json#/$defs/id" } } } };
function validate61(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate61.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.participants === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "participants" }, message: "must have required property 'participants'", schema: schema122.required, parentSchema: schema122, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "participants")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema122, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func2(data0) > 128) {
          const err2 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err3 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.participants !== void 0) {
      let data1 = data.participants;
      if (Array.isArray(data1)) {
        if (data1.length > 256) {
          const err5 = { instancePath: instancePath + "/participants", schemaPath: "#/properties/participants/maxItems", keyword: "maxItems", params: { limit: 256 }, message: "must NOT have more than 256 items", schema: 256, parentSchema: schema122.properties.participants, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1.length < 1) {
          const err6 = { instancePath: instancePath + "/participants", schemaPath: "#/properties/participants/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema122.properties.participants, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (typeof data2 === "string") {
            if (func2(data2) > 128) {
              const err7 = { instancePath: instancePath + "/participants/" + i0, schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data2 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (func2(data2) < 1) {
              const err8 = { instancePath: instancePath + "/participants/" + i0, schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data2 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          } else {
            const err9 = { instancePath: instancePath + "/participants/" + i0, schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data2 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/participants", schemaPath: "#/properties/participants/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema122.properties.participants.type, parentSchema: schema122.properties.participants, data: data1 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema122.type, parentSchema: schema122, data };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate61.errors = vErrors;
  return errors === 0;
}
validate61.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema125 = { "title": "FixtureMessage", "type": "object", "required": ["conversation_id", "contact", "message"], "additionalProperties": false, "properties": { "id": { "$ref": "message.schema.json#/properties/id" }, "conversation_id": { "$ref": "message.schema.json#/properties/conversation_id" }, "contact": { "$ref": "common.schema.json#/$defs/id", "description": "Id of the sending contact, a participant of the conversation." }, "message": { "$ref": "message.schema.json#/properties/message" }, "reactions": { "$ref": "message.schema.json#/properties/reactions" }, "attachments": { "type": "array", "maxItems": 10, "items": { "title": "FixtureAttachment", "type": "object", "required": ["url"], "additionalProperties": false, "properties": { "id": { "$ref": "attachment.schema.json#/properties/id" }, "url": { "$ref": "attachment.schema.json#/properties/url" }, "filename": { "$ref": "attachment.schema.json#/properties/filename" }, "content_type": { "$ref": "attachment.schema.json#/properties/content_type" }, "size": { "$ref": "attachment.schema.json#/properties/size" } } } }, "read_at": { "$ref": "message.schema.json#/properties/read_at" }, "created_at": { "$ref": "message.schema.json#/properties/created_at" }, "updated_at": { "$ref": "message.schema.json#/properties/updated_at" } } };
var schema41 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "reactions.schema.json", "title": "Reactions", "description": "One object per reaction name, each with one key: the name, whose value lists the usernames that used it, in order added. Names appear in order of first use; no name has an empty list.", "type": "array", "items": { "$ref": "#/$defs/reaction" }, "$defs": { "name": { "title": "ReactionName", "type": "string", "minLength": 1, "maxLength": 64 }, "username": { "title": "Username", "type": "string", "minLength": 1, "maxLength": 64 }, "usernames": { "title": "Usernames", "type": "array", "items": { "$ref": "#/$defs/username" }, "maxItems": 1e3 }, "reaction": { "title": "Reaction", "type": "object", "minProperties": 1, "maxProperties": 1, "propertyNames": { "$ref": "#/$defs/name" }, "additionalProperties": { "type": "array", "items": { "$ref": "#/$defs/username" }, "minItems": 1, "maxItems": 1e3, "uniqueItems": true } }, "reactionMap": { "title": "ReactionMap", "description": "Reaction names to usernames, as bracket notation gives them: reactions[like][]=ana.", "type": "object", "maxProperties": 100, "propertyNames": { "$ref": "#/$defs/name" }, "additionalProperties": { "$ref": "#/$defs/usernames" } }, "input": { "title": "ReactionsInput", "description": "Reactions to add (or, with updateMode replace, to set): the array of one-key objects a message carries, or one object of names.", "oneOf": [{ "type": "array", "maxItems": 100, "items": { "type": "object", "$ref": "#/$defs/reactionMap", "minProperties": 1, "maxProperties": 1 } }, { "$ref": "#/$defs/reactionMap" }] } } };
var schema42 = { "title": "Reaction", "type": "object", "minProperties": 1, "maxProperties": 1, "propertyNames": { "$ref": "#/$defs/name" }, "additionalProperties": { "type": "array", "items": { "$ref": "#/$defs/username" }, "minItems": 1, "maxItems": 1e3, "uniqueItems": true } };
var func0 = require_equal().default;
function validate65(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate65.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (Object.keys(data).length > 1) {
      const err0 = { instancePath, schemaPath: "#/maxProperties", keyword: "maxProperties", params: { limit: 1 }, message: "must NOT have more than 1 properties", schema: 1, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (Object.keys(data).length < 1) {
      const err1 = { instancePath, schemaPath: "#/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties", schema: 1, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      const _errs1 = errors;
      if (typeof key0 === "string") {
        if (func2(key0) > 64) {
          const err2 = { instancePath, schemaPath: "#/$defs/name/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema43, data: key0, propertyName: key0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (func2(key0) < 1) {
          const err3 = { instancePath, schemaPath: "#/$defs/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema43, data: key0, propertyName: key0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath, schemaPath: "#/$defs/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema43.type, parentSchema: schema43, data: key0, propertyName: key0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var valid0 = _errs1 === errors;
      if (!valid0) {
        const err5 = { instancePath, schemaPath: "#/propertyNames", keyword: "propertyNames", params: { propertyName: key0 }, message: "property name must be valid", schema: schema42.propertyNames, parentSchema: schema42, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    for (const key1 in data) {
      let data0 = data[key1];
      if (Array.isArray(data0)) {
        if (data0.length > 1e3) {
          const err6 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/maxItems", keyword: "maxItems", params: { limit: 1e3 }, message: "must NOT have more than 1000 items", schema: 1e3, parentSchema: schema42.additionalProperties, data: data0 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data0.length < 1) {
          const err7 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema42.additionalProperties, data: data0 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (typeof data1 === "string") {
            if (func2(data1) > 64) {
              const err8 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/$defs/username/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema44, data: data1 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (func2(data1) < 1) {
              const err9 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/$defs/username/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema44, data: data1 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          } else {
            const err10 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/$defs/username/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema44.type, parentSchema: schema44, data: data1 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        let i1 = data0.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--; ) {
            for (j0 = i1; j0--; ) {
              if (func0(data0[i1], data0[j0])) {
                const err11 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema42.additionalProperties, data: data0 };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema42.additionalProperties.type, parentSchema: schema42.additionalProperties, data: data0 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.type, parentSchema: schema42, data };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate65.errors = vErrors;
  return errors === 0;
}
validate65.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate64(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate64.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (Array.isArray(data)) {
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      if (!validate65(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema41.type, parentSchema: schema41, data };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate64.errors = vErrors;
  return errors === 0;
}
validate64.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
function validate63(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate63.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.conversation_id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "conversation_id" }, message: "must have required property 'conversation_id'", schema: schema125.required, parentSchema: schema125, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.contact === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "contact" }, message: "must have required property 'contact'", schema: schema125.required, parentSchema: schema125, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.message === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'", schema: schema125.required, parentSchema: schema125, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema125.properties, key0)) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema125, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func2(data0) > 128) {
          const err4 = { instancePath: instancePath + "/id", schemaPath: "message.schema.json#/properties/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err5 = { instancePath: instancePath + "/id", schemaPath: "message.schema.json#/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/id", schemaPath: "message.schema.json#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data0 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.conversation_id !== void 0) {
      let data1 = data.conversation_id;
      if (typeof data1 === "string") {
        if (func2(data1) > 128) {
          const err7 = { instancePath: instancePath + "/conversation_id", schemaPath: "message.schema.json#/properties/conversation_id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (func2(data1) < 1) {
          const err8 = { instancePath: instancePath + "/conversation_id", schemaPath: "message.schema.json#/properties/conversation_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data1 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = { instancePath: instancePath + "/conversation_id", schemaPath: "message.schema.json#/properties/conversation_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data1 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.contact !== void 0) {
      let data2 = data.contact;
      if (typeof data2 === "string") {
        if (func2(data2) > 128) {
          const err10 = { instancePath: instancePath + "/contact", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data2 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (func2(data2) < 1) {
          const err11 = { instancePath: instancePath + "/contact", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data2 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = { instancePath: instancePath + "/contact", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data2 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      let data3 = data.message;
      if (typeof data3 === "string") {
        if (func2(data3) > 1e4) {
          const err13 = { instancePath: instancePath + "/message", schemaPath: "message.schema.json#/properties/message/maxLength", keyword: "maxLength", params: { limit: 1e4 }, message: "must NOT have more than 10000 characters", schema: 1e4, parentSchema: schema57, data: data3 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (func2(data3) < 1) {
          const err14 = { instancePath: instancePath + "/message", schemaPath: "message.schema.json#/properties/message/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema57, data: data3 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = { instancePath: instancePath + "/message", schemaPath: "message.schema.json#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema57.type, parentSchema: schema57, data: data3 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.reactions !== void 0) {
      if (!validate64(data.reactions, { instancePath: instancePath + "/reactions", parentData: data, parentDataProperty: "reactions", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
        errors = vErrors.length;
      }
    }
    if (data.attachments !== void 0) {
      let data5 = data.attachments;
      if (Array.isArray(data5)) {
        if (data5.length > 10) {
          const err16 = { instancePath: instancePath + "/attachments", schemaPath: "#/properties/attachments/maxItems", keyword: "maxItems", params: { limit: 10 }, message: "must NOT have more than 10 items", schema: 10, parentSchema: schema125.properties.attachments, data: data5 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data6 = data5[i0];
          if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            if (data6.url === void 0) {
              const err17 = { instancePath: instancePath + "/attachments/" + i0, schemaPath: "#/properties/attachments/items/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property 'url'", schema: schema125.properties.attachments.items.required, parentSchema: schema125.properties.attachments.items, data: data6 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            for (const key1 in data6) {
              if (!(key1 === "id" || key1 === "url" || key1 === "filename" || key1 === "content_type" || key1 === "size")) {
                const err18 = { instancePath: instancePath + "/attachments/" + i0, schemaPath: "#/properties/attachments/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema125.properties.attachments.items, data: data6 };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
            if (data6.id !== void 0) {
              let data7 = data6.id;
              if (typeof data7 === "string") {
                if (func2(data7) > 128) {
                  const err19 = { instancePath: instancePath + "/attachments/" + i0 + "/id", schemaPath: "attachment.schema.json#/properties/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
                if (func2(data7) < 1) {
                  const err20 = { instancePath: instancePath + "/attachments/" + i0 + "/id", schemaPath: "attachment.schema.json#/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
              } else {
                const err21 = { instancePath: instancePath + "/attachments/" + i0 + "/id", schemaPath: "attachment.schema.json#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data7 };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
            if (data6.url !== void 0) {
              let data8 = data6.url;
              if (typeof data8 === "string") {
                if (func2(data8) > 2048) {
                  const err22 = { instancePath: instancePath + "/attachments/" + i0 + "/url", schemaPath: "attachment.schema.json#/properties/url/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters", schema: 2048, parentSchema: schema47, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
                if (!pattern4.test(data8)) {
                  const err23 = { instancePath: instancePath + "/attachments/" + i0 + "/url", schemaPath: "attachment.schema.json#/properties/url/pattern", keyword: "pattern", params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://" }, message: 'must match pattern "^[Hh][Tt][Tt][Pp][Ss]?://"', schema: "^[Hh][Tt][Tt][Pp][Ss]?://", parentSchema: schema47, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
                if (!formats0(data8)) {
                  const err24 = { instancePath: instancePath + "/attachments/" + i0 + "/url", schemaPath: "attachment.schema.json#/properties/url/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"', schema: "uri", parentSchema: schema47, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              } else {
                const err25 = { instancePath: instancePath + "/attachments/" + i0 + "/url", schemaPath: "attachment.schema.json#/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema47.type, parentSchema: schema47, data: data8 };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
            if (data6.filename !== void 0) {
              let data9 = data6.filename;
              if (typeof data9 !== "string" && data9 !== null) {
                const err26 = { instancePath: instancePath + "/attachments/" + i0 + "/filename", schemaPath: "attachment.schema.json#/properties/filename/type", keyword: "type", params: { type: schema60.type }, message: "must be string,null", schema: schema60.type, parentSchema: schema60, data: data9 };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
              if (typeof data9 === "string") {
                if (func2(data9) > 255) {
                  const err27 = { instancePath: instancePath + "/attachments/" + i0 + "/filename", schemaPath: "attachment.schema.json#/properties/filename/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema60, data: data9 };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
                if (func2(data9) < 1) {
                  const err28 = { instancePath: instancePath + "/attachments/" + i0 + "/filename", schemaPath: "attachment.schema.json#/properties/filename/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema60, data: data9 };
                  if (vErrors === null) {
                    vErrors = [err28];
                  } else {
                    vErrors.push(err28);
                  }
                  errors++;
                }
              }
            }
            if (data6.content_type !== void 0) {
              let data10 = data6.content_type;
              if (typeof data10 !== "string" && data10 !== null) {
                const err29 = { instancePath: instancePath + "/attachments/" + i0 + "/content_type", schemaPath: "attachment.schema.json#/properties/content_type/type", keyword: "type", params: { type: schema61.type }, message: "must be string,null", schema: schema61.type, parentSchema: schema61, data: data10 };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
              if (typeof data10 === "string") {
                if (func2(data10) > 255) {
                  const err30 = { instancePath: instancePath + "/attachments/" + i0 + "/content_type", schemaPath: "attachment.schema.json#/properties/content_type/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema61, data: data10 };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
                if (func2(data10) < 1) {
                  const err31 = { instancePath: instancePath + "/attachments/" + i0 + "/content_type", schemaPath: "attachment.schema.json#/properties/content_type/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema61, data: data10 };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
            }
            if (data6.size !== void 0) {
              let data11 = data6.size;
              if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11)) && data11 !== null) {
                const err32 = { instancePath: instancePath + "/attachments/" + i0 + "/size", schemaPath: "attachment.schema.json#/properties/size/type", keyword: "type", params: { type: schema62.type }, message: "must be integer,null", schema: schema62.type, parentSchema: schema62, data: data11 };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
              if (typeof data11 == "number" && isFinite(data11)) {
                if (data11 < 0 || isNaN(data11)) {
                  const err33 = { instancePath: instancePath + "/attachments/" + i0 + "/size", schemaPath: "attachment.schema.json#/properties/size/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema62, data: data11 };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err34 = { instancePath: instancePath + "/attachments/" + i0, schemaPath: "#/properties/attachments/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema125.properties.attachments.items.type, parentSchema: schema125.properties.attachments.items, data: data6 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
      } else {
        const err35 = { instancePath: instancePath + "/attachments", schemaPath: "#/properties/attachments/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema125.properties.attachments.type, parentSchema: schema125.properties.attachments, data: data5 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.read_at !== void 0) {
      let data12 = data.read_at;
      if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12)) && data12 !== null) {
        const err36 = { instancePath: instancePath + "/read_at", schemaPath: "message.schema.json#/properties/read_at/type", keyword: "type", params: { type: schema39.type }, message: "must be integer,null", schema: schema39.type, parentSchema: schema39, data: data12 };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
      if (typeof data12 == "number" && isFinite(data12)) {
        if (data12 > 9007199254740991 || isNaN(data12)) {
          const err37 = { instancePath: instancePath + "/read_at", schemaPath: "message.schema.json#/properties/read_at/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema39, data: data12 };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
        if (data12 < 0 || isNaN(data12)) {
          const err38 = { instancePath: instancePath + "/read_at", schemaPath: "message.schema.json#/properties/read_at/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema39, data: data12 };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
      }
    }
    if (data.created_at !== void 0) {
      let data13 = data.created_at;
      if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
        const err39 = { instancePath: instancePath + "/created_at", schemaPath: "message.schema.json#/properties/created_at/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.type, parentSchema: schema40, data: data13 };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
      if (typeof data13 == "number" && isFinite(data13)) {
        if (data13 > 9007199254740991 || isNaN(data13)) {
          const err40 = { instancePath: instancePath + "/created_at", schemaPath: "message.schema.json#/properties/created_at/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema40, data: data13 };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
        if (data13 < 0 || isNaN(data13)) {
          const err41 = { instancePath: instancePath + "/created_at", schemaPath: "message.schema.json#/properties/created_at/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40, data: data13 };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
      }
    }
    if (data.updated_at !== void 0) {
      let data14 = data.updated_at;
      if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14)) && data14 !== null) {
        const err42 = { instancePath: instancePath + "/updated_at", schemaPath: "message.schema.json#/properties/updated_at/type", keyword: "type", params: { type: schema39.type }, message: "must be integer,null", schema: schema39.type, parentSchema: schema39, data: data14 };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
      if (typeof data14 == "number" && isFinite(data14)) {
        if (data14 > 9007199254740991 || isNaN(data14)) {
          const err43 = { instancePath: instancePath + "/updated_at", schemaPath: "message.schema.json#/properties/updated_at/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema39, data: data14 };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
        if (data14 < 0 || isNaN(data14)) {
          const err44 = { instancePath: instancePath + "/updated_at", schemaPath: "message.schema.json#/properties/updated_at/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema39, data: data14 };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
      }
    }
  } else {
    const err45 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema125.type, parentSchema: schema125, data };
    if (vErrors === null) {
      vErrors = [err45];
    } else {
      vErrors.push(err45);
    }
    errors++;
  }
  validate63.errors = vErrors;
  return errors === 0;
}
validate63.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema166 = { "title": "ActivityInput", "description": "Body of POST /__activity, the `activity` section of a fixture, and the file of --activity: a preset's rules, then `rules`, then the `script`. Setting it replaces the configuration in force and what was pending; the script's times count from then. In a fixture it is in force once the fixture is loaded (default: the server's --activity, else none).", "type": "object", "additionalProperties": false, "properties": { "preset": { "$ref": "#/$defs/preset" }, "seed": { "$ref": "#/$defs/seed" }, "me": { "$ref": "common.schema.json#/$defs/id", "description": "The contact the app under test acts as: send rules write in its conversations, from the others. Default: the world's default caller." }, "rules": { "type": "array", "items": { "$ref": "#/$defs/rule" }, "maxItems": 100 }, "script": { "type": "array", "items": { "$ref": "#/$defs/event" }, "maxItems": 1e4 } } };
var schema145 = { "title": "ActivityPreset", "enum": ["replies", "read-receipts", "lively", "demo"], "description": "replies: someone answers every message after 5 to 60 s. read-receipts: it is read after 2 to 30 s. lively: read (90%, 2-30 s), answered (60%, 5-60 s), reacted to (30%, 5-60 s), and someone writes in one of your conversations every 5 minutes. demo: lively at ten times the pace, for watching." };
var schema146 = { "type": "integer", "minimum": 0, "maximum": 4294967295, "description": "Makes the draws (who, whether, when) and the generated texts repeat. Default: the server's --seed, else 1." };
var schema148 = { "title": "ActivityRule", "description": "reply, react, read: what the other participants do after a client sends a message (POST /v1/messages) in a conversation the rule covers; one of them (at random in a group) does it with the probability, after a delay drawn between min and max. send: one of them writes a message of their own every `every` seconds in one of the conversations (of `me`) the rule covers. `every` is for send rules, and required there; `delay` for the others; `reactions` for react rules.", "type": "object", "required": ["action"], "additionalProperties": false, "properties": { "action": { "enum": ["reply", "react", "read", "send"] }, "probability": { "type": "number", "minimum": 0, "maximum": 1, "description": "Default 1." }, "delay": { "type": "object", "required": ["min", "max"], "additionalProperties": false, "properties": { "min": { "$ref": "#/$defs/seconds" }, "max": { "$ref": "#/$defs/seconds" } }, "description": "Seconds, drawn uniformly. Default: read 2 to 30, reply and react 5 to 60." }, "every": { "type": "integer", "minimum": 1, "maximum": 31536e3, "description": "Seconds between two messages of a send rule." }, "conversations": { "type": "array", "items": { "$ref": "common.schema.json#/$defs/id" }, "minItems": 1, "maxItems": 1e3, "uniqueItems": true, "description": "The conversations the rule covers. Default: every conversation." }, "reactions": { "type": "array", "items": { "$ref": "reactions.schema.json#/$defs/name" }, "minItems": 1, "maxItems": 100, "description": "The reactions a react rule picks from. Default: \u{1F44D} \u2764\uFE0F \u{1F602} \u{1F389} \u{1F62E}." } } };
var schema149 = { "type": "integer", "minimum": 0, "maximum": 31536e3 };
function validate71(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate71.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.action === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "action" }, message: "must have required property 'action'", schema: schema148.required, parentSchema: schema148, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "action" || key0 === "probability" || key0 === "delay" || key0 === "every" || key0 === "conversations" || key0 === "reactions")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema148, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.action !== void 0) {
      let data0 = data.action;
      if (!(data0 === "reply" || data0 === "react" || data0 === "read" || data0 === "send")) {
        const err2 = { instancePath: instancePath + "/action", schemaPath: "#/properties/action/enum", keyword: "enum", params: { allowedValues: schema148.properties.action.enum }, message: "must be equal to one of the allowed values", schema: schema148.properties.action.enum, parentSchema: schema148.properties.action, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.probability !== void 0) {
      let data1 = data.probability;
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 > 1 || isNaN(data1)) {
          const err3 = { instancePath: instancePath + "/probability", schemaPath: "#/properties/probability/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema148.properties.probability, data: data1 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err4 = { instancePath: instancePath + "/probability", schemaPath: "#/properties/probability/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema148.properties.probability, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/probability", schemaPath: "#/properties/probability/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema148.properties.probability.type, parentSchema: schema148.properties.probability, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.delay !== void 0) {
      let data2 = data.delay;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.min === void 0) {
          const err6 = { instancePath: instancePath + "/delay", schemaPath: "#/properties/delay/required", keyword: "required", params: { missingProperty: "min" }, message: "must have required property 'min'", schema: schema148.properties.delay.required, parentSchema: schema148.properties.delay, data: data2 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data2.max === void 0) {
          const err7 = { instancePath: instancePath + "/delay", schemaPath: "#/properties/delay/required", keyword: "required", params: { missingProperty: "max" }, message: "must have required property 'max'", schema: schema148.properties.delay.required, parentSchema: schema148.properties.delay, data: data2 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        for (const key1 in data2) {
          if (!(key1 === "min" || key1 === "max")) {
            const err8 = { instancePath: instancePath + "/delay", schemaPath: "#/properties/delay/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema148.properties.delay, data: data2 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data2.min !== void 0) {
          let data3 = data2.min;
          if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
            const err9 = { instancePath: instancePath + "/delay/min", schemaPath: "#/$defs/seconds/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema149.type, parentSchema: schema149, data: data3 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          if (typeof data3 == "number" && isFinite(data3)) {
            if (data3 > 31536e3 || isNaN(data3)) {
              const err10 = { instancePath: instancePath + "/delay/min", schemaPath: "#/$defs/seconds/maximum", keyword: "maximum", params: { comparison: "<=", limit: 31536e3 }, message: "must be <= 31536000", schema: 31536e3, parentSchema: schema149, data: data3 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
            if (data3 < 0 || isNaN(data3)) {
              const err11 = { instancePath: instancePath + "/delay/min", schemaPath: "#/$defs/seconds/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema149, data: data3 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          }
        }
        if (data2.max !== void 0) {
          let data4 = data2.max;
          if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
            const err12 = { instancePath: instancePath + "/delay/max", schemaPath: "#/$defs/seconds/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema149.type, parentSchema: schema149, data: data4 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          if (typeof data4 == "number" && isFinite(data4)) {
            if (data4 > 31536e3 || isNaN(data4)) {
              const err13 = { instancePath: instancePath + "/delay/max", schemaPath: "#/$defs/seconds/maximum", keyword: "maximum", params: { comparison: "<=", limit: 31536e3 }, message: "must be <= 31536000", schema: 31536e3, parentSchema: schema149, data: data4 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            if (data4 < 0 || isNaN(data4)) {
              const err14 = { instancePath: instancePath + "/delay/max", schemaPath: "#/$defs/seconds/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema149, data: data4 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/delay", schemaPath: "#/properties/delay/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema148.properties.delay.type, parentSchema: schema148.properties.delay, data: data2 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.every !== void 0) {
      let data5 = data.every;
      if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
        const err16 = { instancePath: instancePath + "/every", schemaPath: "#/properties/every/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema148.properties.every.type, parentSchema: schema148.properties.every, data: data5 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 > 31536e3 || isNaN(data5)) {
          const err17 = { instancePath: instancePath + "/every", schemaPath: "#/properties/every/maximum", keyword: "maximum", params: { comparison: "<=", limit: 31536e3 }, message: "must be <= 31536000", schema: 31536e3, parentSchema: schema148.properties.every, data: data5 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data5 < 1 || isNaN(data5)) {
          const err18 = { instancePath: instancePath + "/every", schemaPath: "#/properties/every/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema148.properties.every, data: data5 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    if (data.conversations !== void 0) {
      let data6 = data.conversations;
      if (Array.isArray(data6)) {
        if (data6.length > 1e3) {
          const err19 = { instancePath: instancePath + "/conversations", schemaPath: "#/properties/conversations/maxItems", keyword: "maxItems", params: { limit: 1e3 }, message: "must NOT have more than 1000 items", schema: 1e3, parentSchema: schema148.properties.conversations, data: data6 };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data6.length < 1) {
          const err20 = { instancePath: instancePath + "/conversations", schemaPath: "#/properties/conversations/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema148.properties.conversations, data: data6 };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        const len0 = data6.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data7 = data6[i0];
          if (typeof data7 === "string") {
            if (func2(data7) > 128) {
              const err21 = { instancePath: instancePath + "/conversations/" + i0, schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data7 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (func2(data7) < 1) {
              const err22 = { instancePath: instancePath + "/conversations/" + i0, schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data7 };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          } else {
            const err23 = { instancePath: instancePath + "/conversations/" + i0, schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data7 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        let i1 = data6.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--; ) {
            for (j0 = i1; j0--; ) {
              if (func0(data6[i1], data6[j0])) {
                const err24 = { instancePath: instancePath + "/conversations", schemaPath: "#/properties/conversations/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema148.properties.conversations, data: data6 };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err25 = { instancePath: instancePath + "/conversations", schemaPath: "#/properties/conversations/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema148.properties.conversations.type, parentSchema: schema148.properties.conversations, data: data6 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.reactions !== void 0) {
      let data8 = data.reactions;
      if (Array.isArray(data8)) {
        if (data8.length > 100) {
          const err26 = { instancePath: instancePath + "/reactions", schemaPath: "#/properties/reactions/maxItems", keyword: "maxItems", params: { limit: 100 }, message: "must NOT have more than 100 items", schema: 100, parentSchema: schema148.properties.reactions, data: data8 };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (data8.length < 1) {
          const err27 = { instancePath: instancePath + "/reactions", schemaPath: "#/properties/reactions/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema148.properties.reactions, data: data8 };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        const len1 = data8.length;
        for (let i2 = 0; i2 < len1; i2++) {
          let data9 = data8[i2];
          if (typeof data9 === "string") {
            if (func2(data9) > 64) {
              const err28 = { instancePath: instancePath + "/reactions/" + i2, schemaPath: "reactions.schema.json#/$defs/name/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema43, data: data9 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
            if (func2(data9) < 1) {
              const err29 = { instancePath: instancePath + "/reactions/" + i2, schemaPath: "reactions.schema.json#/$defs/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema43, data: data9 };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          } else {
            const err30 = { instancePath: instancePath + "/reactions/" + i2, schemaPath: "reactions.schema.json#/$defs/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema43.type, parentSchema: schema43, data: data9 };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
      } else {
        const err31 = { instancePath: instancePath + "/reactions", schemaPath: "#/properties/reactions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema148.properties.reactions.type, parentSchema: schema148.properties.reactions, data: data8 };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
  } else {
    const err32 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema148.type, parentSchema: schema148, data };
    if (vErrors === null) {
      vErrors = [err32];
    } else {
      vErrors.push(err32);
    }
    errors++;
  }
  validate71.errors = vErrors;
  return errors === 0;
}
validate71.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema153 = { "title": "ActivityEvent", "description": "A scripted action: `after` seconds from when the configuration is set, `contact` sends, reads or reacts in `conversation_id`. A send without `message` sends a generated text. A read or a react acts on `message_id`, or without it on the newest message of the conversation that `contact` did not send (a read marks the unread ones before it too). `message` is for send events, `message_id` for read and react, `reaction` for react.", "type": "object", "required": ["after", "contact", "conversation_id", "action"], "additionalProperties": false, "properties": { "after": { "$ref": "#/$defs/seconds" }, "contact": { "$ref": "common.schema.json#/$defs/id" }, "conversation_id": { "$ref": "common.schema.json#/$defs/id" }, "action": { "enum": ["send", "read", "react"] }, "message": { "$ref": "message.schema.json#/properties/message" }, "message_id": { "$ref": "common.schema.json#/$defs/id" }, "reaction": { "$ref": "reactions.schema.json#/$defs/name" } } };
function validate73(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate73.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.after === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "after" }, message: "must have required property 'after'", schema: schema153.required, parentSchema: schema153, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.contact === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "contact" }, message: "must have required property 'contact'", schema: schema153.required, parentSchema: schema153, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.conversation_id === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "conversation_id" }, message: "must have required property 'conversation_id'", schema: schema153.required, parentSchema: schema153, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.action === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "action" }, message: "must have required property 'action'", schema: schema153.required, parentSchema: schema153, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "after" || key0 === "contact" || key0 === "conversation_id" || key0 === "action" || key0 === "message" || key0 === "message_id" || key0 === "reaction")) {
        const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema153, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.after !== void 0) {
      let data0 = data.after;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err5 = { instancePath: instancePath + "/after", schemaPath: "#/$defs/seconds/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema149.type, parentSchema: schema149, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 > 31536e3 || isNaN(data0)) {
          const err6 = { instancePath: instancePath + "/after", schemaPath: "#/$defs/seconds/maximum", keyword: "maximum", params: { comparison: "<=", limit: 31536e3 }, message: "must be <= 31536000", schema: 31536e3, parentSchema: schema149, data: data0 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data0 < 0 || isNaN(data0)) {
          const err7 = { instancePath: instancePath + "/after", schemaPath: "#/$defs/seconds/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema149, data: data0 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.contact !== void 0) {
      let data1 = data.contact;
      if (typeof data1 === "string") {
        if (func2(data1) > 128) {
          const err8 = { instancePath: instancePath + "/contact", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data1 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (func2(data1) < 1) {
          const err9 = { instancePath: instancePath + "/contact", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data1 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = { instancePath: instancePath + "/contact", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data1 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.conversation_id !== void 0) {
      let data2 = data.conversation_id;
      if (typeof data2 === "string") {
        if (func2(data2) > 128) {
          const err11 = { instancePath: instancePath + "/conversation_id", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data2 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (func2(data2) < 1) {
          const err12 = { instancePath: instancePath + "/conversation_id", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data2 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/conversation_id", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data2 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.action !== void 0) {
      let data3 = data.action;
      if (!(data3 === "send" || data3 === "read" || data3 === "react")) {
        const err14 = { instancePath: instancePath + "/action", schemaPath: "#/properties/action/enum", keyword: "enum", params: { allowedValues: schema153.properties.action.enum }, message: "must be equal to one of the allowed values", schema: schema153.properties.action.enum, parentSchema: schema153.properties.action, data: data3 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      let data4 = data.message;
      if (typeof data4 === "string") {
        if (func2(data4) > 1e4) {
          const err15 = { instancePath: instancePath + "/message", schemaPath: "message.schema.json#/properties/message/maxLength", keyword: "maxLength", params: { limit: 1e4 }, message: "must NOT have more than 10000 characters", schema: 1e4, parentSchema: schema57, data: data4 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (func2(data4) < 1) {
          const err16 = { instancePath: instancePath + "/message", schemaPath: "message.schema.json#/properties/message/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema57, data: data4 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/message", schemaPath: "message.schema.json#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema57.type, parentSchema: schema57, data: data4 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.message_id !== void 0) {
      let data5 = data.message_id;
      if (typeof data5 === "string") {
        if (func2(data5) > 128) {
          const err18 = { instancePath: instancePath + "/message_id", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data5 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (func2(data5) < 1) {
          const err19 = { instancePath: instancePath + "/message_id", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data5 };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      } else {
        const err20 = { instancePath: instancePath + "/message_id", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data5 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.reaction !== void 0) {
      let data6 = data.reaction;
      if (typeof data6 === "string") {
        if (func2(data6) > 64) {
          const err21 = { instancePath: instancePath + "/reaction", schemaPath: "reactions.schema.json#/$defs/name/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema43, data: data6 };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (func2(data6) < 1) {
          const err22 = { instancePath: instancePath + "/reaction", schemaPath: "reactions.schema.json#/$defs/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema43, data: data6 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      } else {
        const err23 = { instancePath: instancePath + "/reaction", schemaPath: "reactions.schema.json#/$defs/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema43.type, parentSchema: schema43, data: data6 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
  } else {
    const err24 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema153.type, parentSchema: schema153, data };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  validate73.errors = vErrors;
  return errors === 0;
}
validate73.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate79(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate79.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "preset" || key0 === "seed" || key0 === "me" || key0 === "rules" || key0 === "script")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema166, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.preset !== void 0) {
      let data0 = data.preset;
      if (!(data0 === "replies" || data0 === "read-receipts" || data0 === "lively" || data0 === "demo")) {
        const err1 = { instancePath: instancePath + "/preset", schemaPath: "#/$defs/preset/enum", keyword: "enum", params: { allowedValues: schema145.enum }, message: "must be equal to one of the allowed values", schema: schema145.enum, parentSchema: schema145, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.seed !== void 0) {
      let data1 = data.seed;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err2 = { instancePath: instancePath + "/seed", schemaPath: "#/$defs/seed/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema146.type, parentSchema: schema146, data: data1 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 > 4294967295 || isNaN(data1)) {
          const err3 = { instancePath: instancePath + "/seed", schemaPath: "#/$defs/seed/maximum", keyword: "maximum", params: { comparison: "<=", limit: 4294967295 }, message: "must be <= 4294967295", schema: 4294967295, parentSchema: schema146, data: data1 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err4 = { instancePath: instancePath + "/seed", schemaPath: "#/$defs/seed/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema146, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data.me !== void 0) {
      let data2 = data.me;
      if (typeof data2 === "string") {
        if (func2(data2) > 128) {
          const err5 = { instancePath: instancePath + "/me", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data2 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (func2(data2) < 1) {
          const err6 = { instancePath: instancePath + "/me", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data2 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = { instancePath: instancePath + "/me", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.rules !== void 0) {
      let data3 = data.rules;
      if (Array.isArray(data3)) {
        if (data3.length > 100) {
          const err8 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/maxItems", keyword: "maxItems", params: { limit: 100 }, message: "must NOT have more than 100 items", schema: 100, parentSchema: schema166.properties.rules, data: data3 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate71(data3[i0], { instancePath: instancePath + "/rules/" + i0, parentData: data3, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema166.properties.rules.type, parentSchema: schema166.properties.rules, data: data3 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.script !== void 0) {
      let data5 = data.script;
      if (Array.isArray(data5)) {
        if (data5.length > 1e4) {
          const err10 = { instancePath: instancePath + "/script", schemaPath: "#/properties/script/maxItems", keyword: "maxItems", params: { limit: 1e4 }, message: "must NOT have more than 10000 items", schema: 1e4, parentSchema: schema166.properties.script, data: data5 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len1 = data5.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate73(data5[i1], { instancePath: instancePath + "/script/" + i1, parentData: data5, parentDataProperty: i1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/script", schemaPath: "#/properties/script/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema166.properties.script.type, parentSchema: schema166.properties.script, data: data5 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema166.type, parentSchema: schema166, data };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate79.errors = vErrors;
  return errors === 0;
}
validate79.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate56(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate56.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func1.call(schema99.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema99, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.timestamp_unit !== void 0) {
      let data0 = data.timestamp_unit;
      if (!(data0 === "s" || data0 === "ms")) {
        const err1 = { instancePath: instancePath + "/timestamp_unit", schemaPath: "#/properties/timestamp_unit/enum", keyword: "enum", params: { allowedValues: schema99.properties.timestamp_unit.enum }, message: "must be equal to one of the allowed values", schema: schema99.properties.timestamp_unit.enum, parentSchema: schema99.properties.timestamp_unit, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.default_caller !== void 0) {
      let data1 = data.default_caller;
      if (typeof data1 === "string") {
        if (func2(data1) > 128) {
          const err2 = { instancePath: instancePath + "/default_caller", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data1 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (func2(data1) < 1) {
          const err3 = { instancePath: instancePath + "/default_caller", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data1 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/default_caller", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.tokens !== void 0) {
      let data2 = data.tokens;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        for (const key1 in data2) {
          const _errs8 = errors;
          if (typeof key1 === "string") {
            if (func2(key1) > 512) {
              const err5 = { instancePath: instancePath + "/tokens", schemaPath: "#/$defs/token/maxLength", keyword: "maxLength", params: { limit: 512 }, message: "must NOT have more than 512 characters", schema: 512, parentSchema: schema101, data: key1, propertyName: key1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (!pattern11.test(key1)) {
              const err6 = { instancePath: instancePath + "/tokens", schemaPath: "#/$defs/token/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9._~+/-]+=*$" }, message: 'must match pattern "^[A-Za-z0-9._~+/-]+=*$"', schema: "^[A-Za-z0-9._~+/-]+=*$", parentSchema: schema101, data: key1, propertyName: key1 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          } else {
            const err7 = { instancePath: instancePath + "/tokens", schemaPath: "#/$defs/token/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema101.type, parentSchema: schema101, data: key1, propertyName: key1 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
          var valid2 = _errs8 === errors;
          if (!valid2) {
            const err8 = { instancePath: instancePath + "/tokens", schemaPath: "#/properties/tokens/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid", schema: schema99.properties.tokens.propertyNames, parentSchema: schema99.properties.tokens, data: data2 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        for (const key2 in data2) {
          let data3 = data2[key2];
          const _errs13 = errors;
          let valid5 = false;
          const _errs14 = errors;
          if (typeof data3 === "string") {
            if (func2(data3) > 128) {
              const err9 = { instancePath: instancePath + "/tokens/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data3 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (func2(data3) < 1) {
              const err10 = { instancePath: instancePath + "/tokens/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data3 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/tokens/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data3 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
          var _valid0 = _errs14 === errors;
          valid5 = valid5 || _valid0;
          const _errs17 = errors;
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (data3.contact === void 0) {
              const err12 = { instancePath: instancePath + "/tokens/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/tokens/additionalProperties/anyOf/1/required", keyword: "required", params: { missingProperty: "contact" }, message: "must have required property 'contact'", schema: schema99.properties.tokens.additionalProperties.anyOf[1].required, parentSchema: schema99.properties.tokens.additionalProperties.anyOf[1], data: data3 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            for (const key3 in data3) {
              if (!(key3 === "contact" || key3 === "expires_at")) {
                const err13 = { instancePath: instancePath + "/tokens/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/tokens/additionalProperties/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema99.properties.tokens.additionalProperties.anyOf[1], data: data3 };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data3.contact !== void 0) {
              let data4 = data3.contact;
              if (typeof data4 === "string") {
                if (func2(data4) > 128) {
                  const err14 = { instancePath: instancePath + "/tokens/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/contact", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
                if (func2(data4) < 1) {
                  const err15 = { instancePath: instancePath + "/tokens/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/contact", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
              } else {
                const err16 = { instancePath: instancePath + "/tokens/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/contact", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data4 };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data3.expires_at !== void 0) {
              let data5 = data3.expires_at;
              if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
                const err17 = { instancePath: instancePath + "/tokens/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/expires_at", schemaPath: "common.schema.json#/$defs/timestamp/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.type, parentSchema: schema40, data: data5 };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
              if (typeof data5 == "number" && isFinite(data5)) {
                if (data5 > 9007199254740991 || isNaN(data5)) {
                  const err18 = { instancePath: instancePath + "/tokens/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/expires_at", schemaPath: "common.schema.json#/$defs/timestamp/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema40, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
                if (data5 < 0 || isNaN(data5)) {
                  const err19 = { instancePath: instancePath + "/tokens/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/expires_at", schemaPath: "common.schema.json#/$defs/timestamp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err20 = { instancePath: instancePath + "/tokens/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/tokens/additionalProperties/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema99.properties.tokens.additionalProperties.anyOf[1].type, parentSchema: schema99.properties.tokens.additionalProperties.anyOf[1], data: data3 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          var _valid0 = _errs17 === errors;
          valid5 = valid5 || _valid0;
          if (!valid5) {
            const err21 = { instancePath: instancePath + "/tokens/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/tokens/additionalProperties/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema99.properties.tokens.additionalProperties.anyOf, parentSchema: schema99.properties.tokens.additionalProperties, data: data3 };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          } else {
            errors = _errs13;
            if (vErrors !== null) {
              if (_errs13) {
                vErrors.length = _errs13;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err22 = { instancePath: instancePath + "/tokens", schemaPath: "#/properties/tokens/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema99.properties.tokens.type, parentSchema: schema99.properties.tokens, data: data2 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.contacts !== void 0) {
      let data6 = data.contacts;
      if (Array.isArray(data6)) {
        const len0 = data6.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate57(data6[i0], { instancePath: instancePath + "/contacts/" + i0, parentData: data6, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/contacts", schemaPath: "#/properties/contacts/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema99.properties.contacts.type, parentSchema: schema99.properties.contacts, data: data6 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.groups !== void 0) {
      let data8 = data.groups;
      if (Array.isArray(data8)) {
        const len1 = data8.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate59(data8[i1], { instancePath: instancePath + "/groups/" + i1, parentData: data8, parentDataProperty: i1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err24 = { instancePath: instancePath + "/groups", schemaPath: "#/properties/groups/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema99.properties.groups.type, parentSchema: schema99.properties.groups, data: data8 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.conversations !== void 0) {
      let data10 = data.conversations;
      if (Array.isArray(data10)) {
        const len2 = data10.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (!validate61(data10[i2], { instancePath: instancePath + "/conversations/" + i2, parentData: data10, parentDataProperty: i2, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err25 = { instancePath: instancePath + "/conversations", schemaPath: "#/properties/conversations/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema99.properties.conversations.type, parentSchema: schema99.properties.conversations, data: data10 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.messages !== void 0) {
      let data12 = data.messages;
      if (Array.isArray(data12)) {
        const len3 = data12.length;
        for (let i3 = 0; i3 < len3; i3++) {
          if (!validate63(data12[i3], { instancePath: instancePath + "/messages/" + i3, parentData: data12, parentDataProperty: i3, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err26 = { instancePath: instancePath + "/messages", schemaPath: "#/properties/messages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema99.properties.messages.type, parentSchema: schema99.properties.messages, data: data12 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.generate !== void 0) {
      let data14 = data.generate;
      if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
        for (const key4 in data14) {
          if (!(key4 === "seed" || key4 === "contacts" || key4 === "groups" || key4 === "direct_conversations" || key4 === "messages_per_conversation")) {
            const err27 = { instancePath: instancePath + "/generate", schemaPath: "#/$defs/generate/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema142, data: data14 };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        if (data14.seed !== void 0) {
          let data15 = data14.seed;
          if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)) && isFinite(data15))) {
            const err28 = { instancePath: instancePath + "/generate/seed", schemaPath: "#/$defs/generate/properties/seed/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema142.properties.seed.type, parentSchema: schema142.properties.seed, data: data15 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
          if (typeof data15 == "number" && isFinite(data15)) {
            if (data15 > 4294967295 || isNaN(data15)) {
              const err29 = { instancePath: instancePath + "/generate/seed", schemaPath: "#/$defs/generate/properties/seed/maximum", keyword: "maximum", params: { comparison: "<=", limit: 4294967295 }, message: "must be <= 4294967295", schema: 4294967295, parentSchema: schema142.properties.seed, data: data15 };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
            if (data15 < 0 || isNaN(data15)) {
              const err30 = { instancePath: instancePath + "/generate/seed", schemaPath: "#/$defs/generate/properties/seed/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema142.properties.seed, data: data15 };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          }
        }
        if (data14.contacts !== void 0) {
          let data16 = data14.contacts;
          if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)) && isFinite(data16))) {
            const err31 = { instancePath: instancePath + "/generate/contacts", schemaPath: "#/$defs/generate/properties/contacts/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema142.properties.contacts.type, parentSchema: schema142.properties.contacts, data: data16 };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
          if (typeof data16 == "number" && isFinite(data16)) {
            if (data16 > 1e5 || isNaN(data16)) {
              const err32 = { instancePath: instancePath + "/generate/contacts", schemaPath: "#/$defs/generate/properties/contacts/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000", schema: 1e5, parentSchema: schema142.properties.contacts, data: data16 };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
            if (data16 < 0 || isNaN(data16)) {
              const err33 = { instancePath: instancePath + "/generate/contacts", schemaPath: "#/$defs/generate/properties/contacts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema142.properties.contacts, data: data16 };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
        }
        if (data14.groups !== void 0) {
          let data17 = data14.groups;
          if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)) && isFinite(data17))) {
            const err34 = { instancePath: instancePath + "/generate/groups", schemaPath: "#/$defs/generate/properties/groups/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema142.properties.groups.type, parentSchema: schema142.properties.groups, data: data17 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
          if (typeof data17 == "number" && isFinite(data17)) {
            if (data17 > 1e5 || isNaN(data17)) {
              const err35 = { instancePath: instancePath + "/generate/groups", schemaPath: "#/$defs/generate/properties/groups/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000", schema: 1e5, parentSchema: schema142.properties.groups, data: data17 };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
            if (data17 < 0 || isNaN(data17)) {
              const err36 = { instancePath: instancePath + "/generate/groups", schemaPath: "#/$defs/generate/properties/groups/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema142.properties.groups, data: data17 };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
          }
        }
        if (data14.direct_conversations !== void 0) {
          let data18 = data14.direct_conversations;
          if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)) && isFinite(data18))) {
            const err37 = { instancePath: instancePath + "/generate/direct_conversations", schemaPath: "#/$defs/generate/properties/direct_conversations/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema142.properties.direct_conversations.type, parentSchema: schema142.properties.direct_conversations, data: data18 };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          if (typeof data18 == "number" && isFinite(data18)) {
            if (data18 > 1e5 || isNaN(data18)) {
              const err38 = { instancePath: instancePath + "/generate/direct_conversations", schemaPath: "#/$defs/generate/properties/direct_conversations/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000", schema: 1e5, parentSchema: schema142.properties.direct_conversations, data: data18 };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
            if (data18 < 0 || isNaN(data18)) {
              const err39 = { instancePath: instancePath + "/generate/direct_conversations", schemaPath: "#/$defs/generate/properties/direct_conversations/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema142.properties.direct_conversations, data: data18 };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
        }
        if (data14.messages_per_conversation !== void 0) {
          let data19 = data14.messages_per_conversation;
          if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)) && isFinite(data19))) {
            const err40 = { instancePath: instancePath + "/generate/messages_per_conversation", schemaPath: "#/$defs/generate/properties/messages_per_conversation/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema142.properties.messages_per_conversation.type, parentSchema: schema142.properties.messages_per_conversation, data: data19 };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
          if (typeof data19 == "number" && isFinite(data19)) {
            if (data19 > 5e6 || isNaN(data19)) {
              const err41 = { instancePath: instancePath + "/generate/messages_per_conversation", schemaPath: "#/$defs/generate/properties/messages_per_conversation/maximum", keyword: "maximum", params: { comparison: "<=", limit: 5e6 }, message: "must be <= 5000000", schema: 5e6, parentSchema: schema142.properties.messages_per_conversation, data: data19 };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
            if (data19 < 0 || isNaN(data19)) {
              const err42 = { instancePath: instancePath + "/generate/messages_per_conversation", schemaPath: "#/$defs/generate/properties/messages_per_conversation/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema142.properties.messages_per_conversation, data: data19 };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          }
        }
      } else {
        const err43 = { instancePath: instancePath + "/generate", schemaPath: "#/$defs/generate/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema142.type, parentSchema: schema142, data: data14 };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.activity !== void 0) {
      if (!validate79(data.activity, { instancePath: instancePath + "/activity", parentData: data, parentDataProperty: "activity", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err44 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema99.type, parentSchema: schema99, data };
    if (vErrors === null) {
      vErrors = [err44];
    } else {
      vErrors.push(err44);
    }
    errors++;
  }
  validate56.errors = vErrors;
  return errors === 0;
}
validate56.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var clockInput = validate84;
var schema172 = { "title": "ClockInput", "description": "Body of POST /__clock: { now } freezes the clock there; { advance } moves a frozen clock by whole seconds.", "type": "object", "additionalProperties": false, "minProperties": 1, "maxProperties": 1, "properties": { "now": { "$ref": "common.schema.json#/$defs/timestamp" }, "advance": { "type": "integer", "minimum": -31536e5, "maximum": 31536e5, "description": "Seconds (negative moves back)." } }, "x-message": "must be either { now } or { advance }" };
function validate84(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate84.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (Object.keys(data).length > 1) {
      const err0 = { instancePath, schemaPath: "#/maxProperties", keyword: "maxProperties", params: { limit: 1 }, message: "must NOT have more than 1 properties", schema: 1, parentSchema: schema172, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (Object.keys(data).length < 1) {
      const err1 = { instancePath, schemaPath: "#/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties", schema: 1, parentSchema: schema172, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "now" || key0 === "advance")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema172, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.now !== void 0) {
      let data0 = data.now;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err3 = { instancePath: instancePath + "/now", schemaPath: "common.schema.json#/$defs/timestamp/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.type, parentSchema: schema40, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 > 9007199254740991 || isNaN(data0)) {
          const err4 = { instancePath: instancePath + "/now", schemaPath: "common.schema.json#/$defs/timestamp/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema40, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data0 < 0 || isNaN(data0)) {
          const err5 = { instancePath: instancePath + "/now", schemaPath: "common.schema.json#/$defs/timestamp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40, data: data0 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
    if (data.advance !== void 0) {
      let data1 = data.advance;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err6 = { instancePath: instancePath + "/advance", schemaPath: "#/properties/advance/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema172.properties.advance.type, parentSchema: schema172.properties.advance, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 > 31536e5 || isNaN(data1)) {
          const err7 = { instancePath: instancePath + "/advance", schemaPath: "#/properties/advance/maximum", keyword: "maximum", params: { comparison: "<=", limit: 31536e5 }, message: "must be <= 3153600000", schema: 31536e5, parentSchema: schema172.properties.advance, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data1 < -31536e5 || isNaN(data1)) {
          const err8 = { instancePath: instancePath + "/advance", schemaPath: "#/properties/advance/minimum", keyword: "minimum", params: { comparison: ">=", limit: -31536e5 }, message: "must be >= -3153600000", schema: -31536e5, parentSchema: schema172.properties.advance, data: data1 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
  } else {
    const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema172.type, parentSchema: schema172, data };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate84.errors = vErrors;
  return errors === 0;
}
validate84.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var faultInput = validate86;
var schema175 = { "title": "FaultInput", "description": "Body of POST /__faults. Absent method or path match any; times defaults to 1, delay_ms to 0.", "type": "object", "additionalProperties": false, "properties": { "method": { "type": ["string", "null"], "enum": ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "get", "head", "post", "put", "delete", "options", "patch", null] }, "path": { "$ref": "#/properties/path" }, "status": { "$ref": "#/properties/status" }, "delay_ms": { "$ref": "#/properties/delay_ms" }, "times": { "$ref": "#/properties/times" } } };
var schema176 = { "type": ["string", "null"], "pattern": "^/", "maxLength": 2048, "description": "Exact path; * stands for one non-empty segment (/v1/messages/*)." };
var schema177 = { "type": ["integer", "null"], "enum": [429, 500, 502, 503, 504, null] };
var schema178 = { "type": "integer", "minimum": 0, "maximum": 6e4 };
var schema179 = { "type": "integer", "minimum": 1, "maximum": 1e6 };
var pattern15 = new RegExp("^/", "u");
function validate86(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate86.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "method" || key0 === "path" || key0 === "status" || key0 === "delay_ms" || key0 === "times")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema175, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.method !== void 0) {
      let data0 = data.method;
      if (typeof data0 !== "string" && data0 !== null) {
        const err1 = { instancePath: instancePath + "/method", schemaPath: "#/properties/method/type", keyword: "type", params: { type: schema175.properties.method.type }, message: "must be string,null", schema: schema175.properties.method.type, parentSchema: schema175.properties.method, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (!(data0 === "GET" || data0 === "HEAD" || data0 === "POST" || data0 === "PUT" || data0 === "DELETE" || data0 === "OPTIONS" || data0 === "PATCH" || data0 === "get" || data0 === "head" || data0 === "post" || data0 === "put" || data0 === "delete" || data0 === "options" || data0 === "patch" || data0 === null)) {
        const err2 = { instancePath: instancePath + "/method", schemaPath: "#/properties/method/enum", keyword: "enum", params: { allowedValues: schema175.properties.method.enum }, message: "must be equal to one of the allowed values", schema: schema175.properties.method.enum, parentSchema: schema175.properties.method, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.path !== void 0) {
      let data1 = data.path;
      if (typeof data1 !== "string" && data1 !== null) {
        const err3 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: schema176.type }, message: "must be string,null", schema: schema176.type, parentSchema: schema176, data: data1 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data1 === "string") {
        if (func2(data1) > 2048) {
          const err4 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters", schema: 2048, parentSchema: schema176, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (!pattern15.test(data1)) {
          const err5 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/pattern", keyword: "pattern", params: { pattern: "^/" }, message: 'must match pattern "^/"', schema: "^/", parentSchema: schema176, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
    if (data.status !== void 0) {
      let data2 = data.status;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2)) && data2 !== null) {
        const err6 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/type", keyword: "type", params: { type: schema177.type }, message: "must be integer,null", schema: schema177.type, parentSchema: schema177, data: data2 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (!(data2 === 429 || data2 === 500 || data2 === 502 || data2 === 503 || data2 === 504 || data2 === null)) {
        const err7 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema177.enum }, message: "must be equal to one of the allowed values", schema: schema177.enum, parentSchema: schema177, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.delay_ms !== void 0) {
      let data3 = data.delay_ms;
      if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
        const err8 = { instancePath: instancePath + "/delay_ms", schemaPath: "#/properties/delay_ms/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema178.type, parentSchema: schema178, data: data3 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 > 6e4 || isNaN(data3)) {
          const err9 = { instancePath: instancePath + "/delay_ms", schemaPath: "#/properties/delay_ms/maximum", keyword: "maximum", params: { comparison: "<=", limit: 6e4 }, message: "must be <= 60000", schema: 6e4, parentSchema: schema178, data: data3 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err10 = { instancePath: instancePath + "/delay_ms", schemaPath: "#/properties/delay_ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema178, data: data3 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.times !== void 0) {
      let data4 = data.times;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
        const err11 = { instancePath: instancePath + "/times", schemaPath: "#/properties/times/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema179.type, parentSchema: schema179, data: data4 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 > 1e6 || isNaN(data4)) {
          const err12 = { instancePath: instancePath + "/times", schemaPath: "#/properties/times/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e6 }, message: "must be <= 1000000", schema: 1e6, parentSchema: schema179, data: data4 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data4 < 1 || isNaN(data4)) {
          const err13 = { instancePath: instancePath + "/times", schemaPath: "#/properties/times/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema179, data: data4 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
  } else {
    const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema175.type, parentSchema: schema175, data };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate86.errors = vErrors;
  return errors === 0;
}
validate86.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var activityInput = validate87;
function validate87(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate87.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "preset" || key0 === "seed" || key0 === "me" || key0 === "rules" || key0 === "script")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema166, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.preset !== void 0) {
      let data0 = data.preset;
      if (!(data0 === "replies" || data0 === "read-receipts" || data0 === "lively" || data0 === "demo")) {
        const err1 = { instancePath: instancePath + "/preset", schemaPath: "#/$defs/preset/enum", keyword: "enum", params: { allowedValues: schema145.enum }, message: "must be equal to one of the allowed values", schema: schema145.enum, parentSchema: schema145, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.seed !== void 0) {
      let data1 = data.seed;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err2 = { instancePath: instancePath + "/seed", schemaPath: "#/$defs/seed/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema146.type, parentSchema: schema146, data: data1 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 > 4294967295 || isNaN(data1)) {
          const err3 = { instancePath: instancePath + "/seed", schemaPath: "#/$defs/seed/maximum", keyword: "maximum", params: { comparison: "<=", limit: 4294967295 }, message: "must be <= 4294967295", schema: 4294967295, parentSchema: schema146, data: data1 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err4 = { instancePath: instancePath + "/seed", schemaPath: "#/$defs/seed/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema146, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data.me !== void 0) {
      let data2 = data.me;
      if (typeof data2 === "string") {
        if (func2(data2) > 128) {
          const err5 = { instancePath: instancePath + "/me", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data2 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (func2(data2) < 1) {
          const err6 = { instancePath: instancePath + "/me", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data2 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = { instancePath: instancePath + "/me", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.rules !== void 0) {
      let data3 = data.rules;
      if (Array.isArray(data3)) {
        if (data3.length > 100) {
          const err8 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/maxItems", keyword: "maxItems", params: { limit: 100 }, message: "must NOT have more than 100 items", schema: 100, parentSchema: schema166.properties.rules, data: data3 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate71(data3[i0], { instancePath: instancePath + "/rules/" + i0, parentData: data3, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema166.properties.rules.type, parentSchema: schema166.properties.rules, data: data3 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.script !== void 0) {
      let data5 = data.script;
      if (Array.isArray(data5)) {
        if (data5.length > 1e4) {
          const err10 = { instancePath: instancePath + "/script", schemaPath: "#/properties/script/maxItems", keyword: "maxItems", params: { limit: 1e4 }, message: "must NOT have more than 10000 items", schema: 1e4, parentSchema: schema166.properties.script, data: data5 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len1 = data5.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate73(data5[i1], { instancePath: instancePath + "/script/" + i1, parentData: data5, parentDataProperty: i1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/script", schemaPath: "#/properties/script/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema166.properties.script.type, parentSchema: schema166.properties.script, data: data5 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema166.type, parentSchema: schema166, data };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate87.errors = vErrors;
  return errors === 0;
}
validate87.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var journalQuery = validate94;
var schema191 = { "title": "JournalQuery", "description": "Query of GET /__requests.", "type": "object", "additionalProperties": false, "properties": { "method": { "type": "string", "minLength": 1, "description": "Only requests of this HTTP method, in any case: GET, get, POST." }, "path": { "type": "string", "minLength": 1, "description": "Only requests to exactly this path, without the query or a /t/{tenant} prefix (/v1/messages/msg_1); not a prefix." }, "caller": { "type": "string", "minLength": 1, "description": "Only the requests of this caller: a contact id (ct_ana), not a token." }, "status": { "type": "integer", "minimum": 100, "maximum": 599, "description": "Only requests answered with this status." }, "since": { "$ref": "common.schema.json#/$defs/timestamp", "description": "Only requests at or after this time of the mock's clock, in the world's unit." }, "reason": { "type": "string", "minLength": 1, "description": "Only requests with a reason of this code (caller.expired, message.hidden; the catalogue is docs/reasons.md)." }, "limit": { "type": "integer", "minimum": 1, "maximum": 1e3, "description": "At most this many entries, the newest that match, 1 to 1000. Default: all (the journal keeps the last 1,000)." } } };
function validate94(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate94.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "method" || key0 === "path" || key0 === "caller" || key0 === "status" || key0 === "since" || key0 === "reason" || key0 === "limit")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema191, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.method !== void 0) {
      let data0 = data.method;
      if (typeof data0 === "string") {
        if (func2(data0) < 1) {
          const err1 = { instancePath: instancePath + "/method", schemaPath: "#/properties/method/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema191.properties.method, data: data0 };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = { instancePath: instancePath + "/method", schemaPath: "#/properties/method/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema191.properties.method.type, parentSchema: schema191.properties.method, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.path !== void 0) {
      let data1 = data.path;
      if (typeof data1 === "string") {
        if (func2(data1) < 1) {
          const err3 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema191.properties.path, data: data1 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema191.properties.path.type, parentSchema: schema191.properties.path, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.caller !== void 0) {
      let data2 = data.caller;
      if (typeof data2 === "string") {
        if (func2(data2) < 1) {
          const err5 = { instancePath: instancePath + "/caller", schemaPath: "#/properties/caller/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema191.properties.caller, data: data2 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/caller", schemaPath: "#/properties/caller/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema191.properties.caller.type, parentSchema: schema191.properties.caller, data: data2 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data3 = data.status;
      if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
        const err7 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema191.properties.status.type, parentSchema: schema191.properties.status, data: data3 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 > 599 || isNaN(data3)) {
          const err8 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/maximum", keyword: "maximum", params: { comparison: "<=", limit: 599 }, message: "must be <= 599", schema: 599, parentSchema: schema191.properties.status, data: data3 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data3 < 100 || isNaN(data3)) {
          const err9 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100", schema: 100, parentSchema: schema191.properties.status, data: data3 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.since !== void 0) {
      let data4 = data.since;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
        const err10 = { instancePath: instancePath + "/since", schemaPath: "common.schema.json#/$defs/timestamp/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.type, parentSchema: schema40, data: data4 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 > 9007199254740991 || isNaN(data4)) {
          const err11 = { instancePath: instancePath + "/since", schemaPath: "common.schema.json#/$defs/timestamp/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema40, data: data4 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data4 < 0 || isNaN(data4)) {
          const err12 = { instancePath: instancePath + "/since", schemaPath: "common.schema.json#/$defs/timestamp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40, data: data4 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data.reason !== void 0) {
      let data5 = data.reason;
      if (typeof data5 === "string") {
        if (func2(data5) < 1) {
          const err13 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema191.properties.reason, data: data5 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      } else {
        const err14 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema191.properties.reason.type, parentSchema: schema191.properties.reason, data: data5 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.limit !== void 0) {
      let data6 = data.limit;
      if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
        const err15 = { instancePath: instancePath + "/limit", schemaPath: "#/properties/limit/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema191.properties.limit.type, parentSchema: schema191.properties.limit, data: data6 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data6 == "number" && isFinite(data6)) {
        if (data6 > 1e3 || isNaN(data6)) {
          const err16 = { instancePath: instancePath + "/limit", schemaPath: "#/properties/limit/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e3 }, message: "must be <= 1000", schema: 1e3, parentSchema: schema191.properties.limit, data: data6 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data6 < 1 || isNaN(data6)) {
          const err17 = { instancePath: instancePath + "/limit", schemaPath: "#/properties/limit/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema191.properties.limit, data: data6 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
  } else {
    const err18 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema191.type, parentSchema: schema191, data };
    if (vErrors === null) {
      vErrors = [err18];
    } else {
      vErrors.push(err18);
    }
    errors++;
  }
  validate94.errors = vErrors;
  return errors === 0;
}
validate94.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var pactQuery = validate109;
var schema215 = { "title": "PactQuery", "description": "Query of GET /__pact: the names the file gives the consumer and the provider, and the specification it follows.", "type": "object", "required": ["consumer", "provider"], "additionalProperties": false, "properties": { "consumer": { "type": "string", "minLength": 1, "maxLength": 200, "description": "The consumer's name in the file (consumer.name): the client whose requests the journal holds, such as web-app." }, "provider": { "type": "string", "minLength": 1, "maxLength": 200, "description": "The provider's name in the file (provider.name), such as messaging-api." }, "spec": { "type": "integer", "enum": [3, 4], "default": 4, "description": "4: Pact specification 4.0 (what pact-js writes since version 16); 3: 3.0.0." } } };
function validate109(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate109.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.consumer === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "consumer" }, message: "must have required property 'consumer'", schema: schema215.required, parentSchema: schema215, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.provider === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider" }, message: "must have required property 'provider'", schema: schema215.required, parentSchema: schema215, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "consumer" || key0 === "provider" || key0 === "spec")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema215, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.consumer !== void 0) {
      let data0 = data.consumer;
      if (typeof data0 === "string") {
        if (func2(data0) > 200) {
          const err3 = { instancePath: instancePath + "/consumer", schemaPath: "#/properties/consumer/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema215.properties.consumer, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err4 = { instancePath: instancePath + "/consumer", schemaPath: "#/properties/consumer/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema215.properties.consumer, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/consumer", schemaPath: "#/properties/consumer/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema215.properties.consumer.type, parentSchema: schema215.properties.consumer, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.provider !== void 0) {
      let data1 = data.provider;
      if (typeof data1 === "string") {
        if (func2(data1) > 200) {
          const err6 = { instancePath: instancePath + "/provider", schemaPath: "#/properties/provider/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema215.properties.provider, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (func2(data1) < 1) {
          const err7 = { instancePath: instancePath + "/provider", schemaPath: "#/properties/provider/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema215.properties.provider, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/provider", schemaPath: "#/properties/provider/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema215.properties.provider.type, parentSchema: schema215.properties.provider, data: data1 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.spec !== void 0) {
      let data2 = data.spec;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
        const err9 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema215.properties.spec.type, parentSchema: schema215.properties.spec, data: data2 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (!(data2 === 3 || data2 === 4)) {
        const err10 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/enum", keyword: "enum", params: { allowedValues: schema215.properties.spec.enum }, message: "must be equal to one of the allowed values", schema: schema215.properties.spec.enum, parentSchema: schema215.properties.spec, data: data2 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema215.type, parentSchema: schema215, data };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate109.errors = vErrors;
  return errors === 0;
}
validate109.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var coverageQuery = validate112;
var schema226 = { "title": "CoverageQuery", "type": "object", "additionalProperties": false, "properties": { "format": { "enum": ["json", "markdown"], "description": "json (default) or markdown (text/markdown)." }, "tenants": { "type": "string", "minLength": 1, "description": "Whose requests to count: `all` (every tenant, and the tenants dropped since the server started), or tenant names separated by commas. Default: the request's tenant." } } };
function validate112(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate112.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "format" || key0 === "tenants")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema226, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.format !== void 0) {
      let data0 = data.format;
      if (!(data0 === "json" || data0 === "markdown")) {
        const err1 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/enum", keyword: "enum", params: { allowedValues: schema226.properties.format.enum }, message: "must be equal to one of the allowed values", schema: schema226.properties.format.enum, parentSchema: schema226.properties.format, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.tenants !== void 0) {
      let data1 = data.tenants;
      if (typeof data1 === "string") {
        if (func2(data1) < 1) {
          const err2 = { instancePath: instancePath + "/tenants", schemaPath: "#/properties/tenants/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema226.properties.tenants, data: data1 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/tenants", schemaPath: "#/properties/tenants/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema226.properties.tenants.type, parentSchema: schema226.properties.tenants, data: data1 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema226.type, parentSchema: schema226, data };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate112.errors = vErrors;
  return errors === 0;
}
validate112.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var worldContactQuery = validate114;
var schema236 = { "title": "WorldContactQuery", "description": "Query of GET /__world/contacts.", "type": "object", "additionalProperties": false, "properties": { "q": { "$ref": "#/$defs/q" }, "after": { "$ref": "#/$defs/after" }, "limit": { "$ref": "#/$defs/pageLimit" } } };
var schema237 = { "title": "WorldSearchText", "type": "string", "maxLength": 200, "description": "Keeps the items whose id, name or text contains it, case ignored. Empty: every item." };
var schema238 = { "title": "WorldAfter", "type": "string", "minLength": 1, "description": "The `next` of the previous page: this page starts after that item." };
var schema239 = { "title": "WorldPageLimit", "type": "integer", "minimum": 1, "maximum": 500, "default": 50, "description": "Page size, 1 to 500." };
function validate114(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate114.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "q" || key0 === "after" || key0 === "limit")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema236, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.q !== void 0) {
      let data0 = data.q;
      if (typeof data0 === "string") {
        if (func2(data0) > 200) {
          const err1 = { instancePath: instancePath + "/q", schemaPath: "#/$defs/q/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema237, data: data0 };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = { instancePath: instancePath + "/q", schemaPath: "#/$defs/q/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema237.type, parentSchema: schema237, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.after !== void 0) {
      let data1 = data.after;
      if (typeof data1 === "string") {
        if (func2(data1) < 1) {
          const err3 = { instancePath: instancePath + "/after", schemaPath: "#/$defs/after/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema238, data: data1 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/after", schemaPath: "#/$defs/after/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema238.type, parentSchema: schema238, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.limit !== void 0) {
      let data2 = data.limit;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
        const err5 = { instancePath: instancePath + "/limit", schemaPath: "#/$defs/pageLimit/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema239.type, parentSchema: schema239, data: data2 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 > 500 || isNaN(data2)) {
          const err6 = { instancePath: instancePath + "/limit", schemaPath: "#/$defs/pageLimit/maximum", keyword: "maximum", params: { comparison: "<=", limit: 500 }, message: "must be <= 500", schema: 500, parentSchema: schema239, data: data2 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data2 < 1 || isNaN(data2)) {
          const err7 = { instancePath: instancePath + "/limit", schemaPath: "#/$defs/pageLimit/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema239, data: data2 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema236.type, parentSchema: schema236, data };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate114.errors = vErrors;
  return errors === 0;
}
validate114.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var worldConversationQuery = validate118;
var schema253 = { "title": "WorldConversationQuery", "description": "Query of GET /__world/conversations.", "type": "object", "additionalProperties": false, "properties": { "kind": { "enum": ["group", "direct"], "description": "Only group conversations, or only direct ones. Default: both." }, "q": { "$ref": "world-contacts.schema.json#/$defs/q" }, "after": { "$ref": "world-contacts.schema.json#/$defs/after" }, "limit": { "$ref": "world-contacts.schema.json#/$defs/pageLimit" } } };
function validate118(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate118.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "kind" || key0 === "q" || key0 === "after" || key0 === "limit")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema253, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      let data0 = data.kind;
      if (!(data0 === "group" || data0 === "direct")) {
        const err1 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema253.properties.kind.enum }, message: "must be equal to one of the allowed values", schema: schema253.properties.kind.enum, parentSchema: schema253.properties.kind, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.q !== void 0) {
      let data1 = data.q;
      if (typeof data1 === "string") {
        if (func2(data1) > 200) {
          const err2 = { instancePath: instancePath + "/q", schemaPath: "world-contacts.schema.json#/$defs/q/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema237, data: data1 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/q", schemaPath: "world-contacts.schema.json#/$defs/q/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema237.type, parentSchema: schema237, data: data1 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.after !== void 0) {
      let data2 = data.after;
      if (typeof data2 === "string") {
        if (func2(data2) < 1) {
          const err4 = { instancePath: instancePath + "/after", schemaPath: "world-contacts.schema.json#/$defs/after/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema238, data: data2 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/after", schemaPath: "world-contacts.schema.json#/$defs/after/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema238.type, parentSchema: schema238, data: data2 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.limit !== void 0) {
      let data3 = data.limit;
      if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
        const err6 = { instancePath: instancePath + "/limit", schemaPath: "world-contacts.schema.json#/$defs/pageLimit/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema239.type, parentSchema: schema239, data: data3 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 > 500 || isNaN(data3)) {
          const err7 = { instancePath: instancePath + "/limit", schemaPath: "world-contacts.schema.json#/$defs/pageLimit/maximum", keyword: "maximum", params: { comparison: "<=", limit: 500 }, message: "must be <= 500", schema: 500, parentSchema: schema239, data: data3 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data3 < 1 || isNaN(data3)) {
          const err8 = { instancePath: instancePath + "/limit", schemaPath: "world-contacts.schema.json#/$defs/pageLimit/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema239, data: data3 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
  } else {
    const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema253.type, parentSchema: schema253, data };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate118.errors = vErrors;
  return errors === 0;
}
validate118.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var worldTimelineQuery = validate124;
var schema267 = { "title": "WorldTimelineQuery", "description": "Query of GET /__world/conversations/{id}/messages.", "type": "object", "additionalProperties": false, "properties": { "after": { "type": "string", "minLength": 1, "description": "The `next` of the previous page: the page holds the messages older than that one." }, "limit": { "$ref": "world-contacts.schema.json#/$defs/pageLimit" } } };
function validate124(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate124.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "after" || key0 === "limit")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema267, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.after !== void 0) {
      let data0 = data.after;
      if (typeof data0 === "string") {
        if (func2(data0) < 1) {
          const err1 = { instancePath: instancePath + "/after", schemaPath: "#/properties/after/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema267.properties.after, data: data0 };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = { instancePath: instancePath + "/after", schemaPath: "#/properties/after/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema267.properties.after.type, parentSchema: schema267.properties.after, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.limit !== void 0) {
      let data1 = data.limit;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err3 = { instancePath: instancePath + "/limit", schemaPath: "world-contacts.schema.json#/$defs/pageLimit/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema239.type, parentSchema: schema239, data: data1 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 > 500 || isNaN(data1)) {
          const err4 = { instancePath: instancePath + "/limit", schemaPath: "world-contacts.schema.json#/$defs/pageLimit/maximum", keyword: "maximum", params: { comparison: "<=", limit: 500 }, message: "must be <= 500", schema: 500, parentSchema: schema239, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data1 < 1 || isNaN(data1)) {
          const err5 = { instancePath: instancePath + "/limit", schemaPath: "world-contacts.schema.json#/$defs/pageLimit/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema239, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema267.type, parentSchema: schema267, data };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate124.errors = vErrors;
  return errors === 0;
}
validate124.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var worldSearchQuery = validate125;
var schema269 = { "title": "WorldSearchQuery", "description": "Query of GET /__world/messages.", "type": "object", "required": ["q"], "additionalProperties": false, "properties": { "q": { "type": "string", "minLength": 1, "maxLength": 200, "description": "Keeps the messages whose id, text or attachment file name contains it, case ignored." }, "conversation_id": { "type": "string", "minLength": 1, "description": "Only the messages of this conversation." }, "after": { "type": "string", "minLength": 1, "description": "The `next` of the previous page: the search goes on after that message." }, "limit": { "type": "integer", "minimum": 1, "maximum": 200, "default": 50, "description": "At most this many matches, 1 to 200." } } };
function validate125(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate125.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.q === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "q" }, message: "must have required property 'q'", schema: schema269.required, parentSchema: schema269, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "q" || key0 === "conversation_id" || key0 === "after" || key0 === "limit")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema269, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.q !== void 0) {
      let data0 = data.q;
      if (typeof data0 === "string") {
        if (func2(data0) > 200) {
          const err2 = { instancePath: instancePath + "/q", schemaPath: "#/properties/q/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema269.properties.q, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err3 = { instancePath: instancePath + "/q", schemaPath: "#/properties/q/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema269.properties.q, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/q", schemaPath: "#/properties/q/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema269.properties.q.type, parentSchema: schema269.properties.q, data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.conversation_id !== void 0) {
      let data1 = data.conversation_id;
      if (typeof data1 === "string") {
        if (func2(data1) < 1) {
          const err5 = { instancePath: instancePath + "/conversation_id", schemaPath: "#/properties/conversation_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema269.properties.conversation_id, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/conversation_id", schemaPath: "#/properties/conversation_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema269.properties.conversation_id.type, parentSchema: schema269.properties.conversation_id, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.after !== void 0) {
      let data2 = data.after;
      if (typeof data2 === "string") {
        if (func2(data2) < 1) {
          const err7 = { instancePath: instancePath + "/after", schemaPath: "#/properties/after/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema269.properties.after, data: data2 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/after", schemaPath: "#/properties/after/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema269.properties.after.type, parentSchema: schema269.properties.after, data: data2 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.limit !== void 0) {
      let data3 = data.limit;
      if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
        const err9 = { instancePath: instancePath + "/limit", schemaPath: "#/properties/limit/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema269.properties.limit.type, parentSchema: schema269.properties.limit, data: data3 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 > 200 || isNaN(data3)) {
          const err10 = { instancePath: instancePath + "/limit", schemaPath: "#/properties/limit/maximum", keyword: "maximum", params: { comparison: "<=", limit: 200 }, message: "must be <= 200", schema: 200, parentSchema: schema269.properties.limit, data: data3 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data3 < 1 || isNaN(data3)) {
          const err11 = { instancePath: instancePath + "/limit", schemaPath: "#/properties/limit/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema269.properties.limit, data: data3 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema269.type, parentSchema: schema269, data };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate125.errors = vErrors;
  return errors === 0;
}
validate125.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var message = validate21;
var schema32 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "message.schema.json", "title": "Message", "description": "A message of a conversation.", "type": "object", "required": ["id", "conversation_id", "contact", "message", "reactions", "attachments", "read_at", "created_at", "updated_at"], "additionalProperties": false, "properties": { "id": { "$ref": "common.schema.json#/$defs/id" }, "conversation_id": { "$ref": "common.schema.json#/$defs/id" }, "contact": { "$ref": "contact.schema.json" }, "message": { "type": "string", "minLength": 1, "maxLength": 1e4, "faker": "hacker.phrase" }, "reactions": { "$ref": "reactions.schema.json" }, "attachments": { "type": "array", "maxItems": 10, "items": { "$ref": "attachment.schema.json" } }, "read_at": { "$ref": "common.schema.json#/$defs/nullableTimestamp" }, "created_at": { "$ref": "common.schema.json#/$defs/timestamp" }, "updated_at": { "$ref": "common.schema.json#/$defs/nullableTimestamp" } } };
var schema36 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "contact.schema.json", "title": "Contact", "description": "A contact. Always carries all six fields; unknown values are null.", "type": "object", "required": ["id", "username", "phone_number", "avatar_url", "last_active_at", "created_at"], "additionalProperties": false, "properties": { "id": { "$ref": "common.schema.json#/$defs/id" }, "username": { "type": ["string", "null"], "minLength": 1, "maxLength": 64, "faker": "internet.username" }, "phone_number": { "type": ["string", "null"], "minLength": 1, "maxLength": 32, "faker": { "phone.number": [{ "style": "international" }] } }, "avatar_url": { "$ref": "common.schema.json#/$defs/nullableHttpUrl", "faker": "image.avatar" }, "last_active_at": { "$ref": "common.schema.json#/$defs/nullableTimestamp" }, "created_at": { "$ref": "common.schema.json#/$defs/timestamp" } } };
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate23.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.username === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "username" }, message: "must have required property 'username'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.phone_number === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "phone_number" }, message: "must have required property 'phone_number'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.avatar_url === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "avatar_url" }, message: "must have required property 'avatar_url'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.last_active_at === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "last_active_at" }, message: "must have required property 'last_active_at'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.created_at === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "created_at" }, message: "must have required property 'created_at'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "username" || key0 === "phone_number" || key0 === "avatar_url" || key0 === "last_active_at" || key0 === "created_at")) {
        const err6 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema36, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func2(data0) > 128) {
          const err7 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err8 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data0 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.username !== void 0) {
      let data1 = data.username;
      if (typeof data1 !== "string" && data1 !== null) {
        const err10 = { instancePath: instancePath + "/username", schemaPath: "#/properties/username/type", keyword: "type", params: { type: schema36.properties.username.type }, message: "must be string,null", schema: schema36.properties.username.type, parentSchema: schema36.properties.username, data: data1 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data1 === "string") {
        if (func2(data1) > 64) {
          const err11 = { instancePath: instancePath + "/username", schemaPath: "#/properties/username/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema36.properties.username, data: data1 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (func2(data1) < 1) {
          const err12 = { instancePath: instancePath + "/username", schemaPath: "#/properties/username/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema36.properties.username, data: data1 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data.phone_number !== void 0) {
      let data2 = data.phone_number;
      if (typeof data2 !== "string" && data2 !== null) {
        const err13 = { instancePath: instancePath + "/phone_number", schemaPath: "#/properties/phone_number/type", keyword: "type", params: { type: schema36.properties.phone_number.type }, message: "must be string,null", schema: schema36.properties.phone_number.type, parentSchema: schema36.properties.phone_number, data: data2 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data2 === "string") {
        if (func2(data2) > 32) {
          const err14 = { instancePath: instancePath + "/phone_number", schemaPath: "#/properties/phone_number/maxLength", keyword: "maxLength", params: { limit: 32 }, message: "must NOT have more than 32 characters", schema: 32, parentSchema: schema36.properties.phone_number, data: data2 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (func2(data2) < 1) {
          const err15 = { instancePath: instancePath + "/phone_number", schemaPath: "#/properties/phone_number/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema36.properties.phone_number, data: data2 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
    if (data.avatar_url !== void 0) {
      let data3 = data.avatar_url;
      if (typeof data3 !== "string" && data3 !== null) {
        const err16 = { instancePath: instancePath + "/avatar_url", schemaPath: "common.schema.json#/$defs/nullableHttpUrl/type", keyword: "type", params: { type: schema38.type }, message: "must be string,null", schema: schema38.type, parentSchema: schema38, data: data3 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      if (typeof data3 === "string") {
        if (func2(data3) > 2048) {
          const err17 = { instancePath: instancePath + "/avatar_url", schemaPath: "common.schema.json#/$defs/nullableHttpUrl/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters", schema: 2048, parentSchema: schema38, data: data3 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (!pattern4.test(data3)) {
          const err18 = { instancePath: instancePath + "/avatar_url", schemaPath: "common.schema.json#/$defs/nullableHttpUrl/pattern", keyword: "pattern", params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://" }, message: 'must match pattern "^[Hh][Tt][Tt][Pp][Ss]?://"', schema: "^[Hh][Tt][Tt][Pp][Ss]?://", parentSchema: schema38, data: data3 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (!formats0(data3)) {
          const err19 = { instancePath: instancePath + "/avatar_url", schemaPath: "common.schema.json#/$defs/nullableHttpUrl/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"', schema: "uri", parentSchema: schema38, data: data3 };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
    }
    if (data.last_active_at !== void 0) {
      let data4 = data.last_active_at;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4)) && data4 !== null) {
        const err20 = { instancePath: instancePath + "/last_active_at", schemaPath: "common.schema.json#/$defs/nullableTimestamp/type", keyword: "type", params: { type: schema39.type }, message: "must be integer,null", schema: schema39.type, parentSchema: schema39, data: data4 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 > 9007199254740991 || isNaN(data4)) {
          const err21 = { instancePath: instancePath + "/last_active_at", schemaPath: "common.schema.json#/$defs/nullableTimestamp/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema39, data: data4 };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data4 < 0 || isNaN(data4)) {
          const err22 = { instancePath: instancePath + "/last_active_at", schemaPath: "common.schema.json#/$defs/nullableTimestamp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema39, data: data4 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      }
    }
    if (data.created_at !== void 0) {
      let data5 = data.created_at;
      if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
        const err23 = { instancePath: instancePath + "/created_at", schemaPath: "common.schema.json#/$defs/timestamp/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.type, parentSchema: schema40, data: data5 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 > 9007199254740991 || isNaN(data5)) {
          const err24 = { instancePath: instancePath + "/created_at", schemaPath: "common.schema.json#/$defs/timestamp/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema40, data: data5 };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (data5 < 0 || isNaN(data5)) {
          const err25 = { instancePath: instancePath + "/created_at", schemaPath: "common.schema.json#/$defs/timestamp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40, data: data5 };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
    }
  } else {
    const err26 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.type, parentSchema: schema36, data };
    if (vErrors === null) {
      vErrors = [err26];
    } else {
      vErrors.push(err26);
    }
    errors++;
  }
  validate23.errors = vErrors;
  return errors === 0;
}
validate23.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate26.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (Object.keys(data).length > 1) {
      const err0 = { instancePath, schemaPath: "#/maxProperties", keyword: "maxProperties", params: { limit: 1 }, message: "must NOT have more than 1 properties", schema: 1, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (Object.keys(data).length < 1) {
      const err1 = { instancePath, schemaPath: "#/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties", schema: 1, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      const _errs1 = errors;
      if (typeof key0 === "string") {
        if (func2(key0) > 64) {
          const err2 = { instancePath, schemaPath: "#/$defs/name/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema43, data: key0, propertyName: key0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (func2(key0) < 1) {
          const err3 = { instancePath, schemaPath: "#/$defs/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema43, data: key0, propertyName: key0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath, schemaPath: "#/$defs/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema43.type, parentSchema: schema43, data: key0, propertyName: key0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var valid0 = _errs1 === errors;
      if (!valid0) {
        const err5 = { instancePath, schemaPath: "#/propertyNames", keyword: "propertyNames", params: { propertyName: key0 }, message: "property name must be valid", schema: schema42.propertyNames, parentSchema: schema42, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    for (const key1 in data) {
      let data0 = data[key1];
      if (Array.isArray(data0)) {
        if (data0.length > 1e3) {
          const err6 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/maxItems", keyword: "maxItems", params: { limit: 1e3 }, message: "must NOT have more than 1000 items", schema: 1e3, parentSchema: schema42.additionalProperties, data: data0 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data0.length < 1) {
          const err7 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema42.additionalProperties, data: data0 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (typeof data1 === "string") {
            if (func2(data1) > 64) {
              const err8 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/$defs/username/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema44, data: data1 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (func2(data1) < 1) {
              const err9 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/$defs/username/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema44, data: data1 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          } else {
            const err10 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/$defs/username/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema44.type, parentSchema: schema44, data: data1 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        let i1 = data0.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--; ) {
            for (j0 = i1; j0--; ) {
              if (func0(data0[i1], data0[j0])) {
                const err11 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema42.additionalProperties, data: data0 };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema42.additionalProperties.type, parentSchema: schema42.additionalProperties, data: data0 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.type, parentSchema: schema42, data };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate26.errors = vErrors;
  return errors === 0;
}
validate26.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate25.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (Array.isArray(data)) {
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      if (!validate26(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema41.type, parentSchema: schema41, data };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate25.errors = vErrors;
  return errors === 0;
}
validate25.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
var schema45 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "attachment.schema.json", "title": "Attachment", "description": "A file attached to a message.", "type": "object", "required": ["id", "url", "filename", "content_type", "size"], "additionalProperties": false, "properties": { "id": { "$ref": "common.schema.json#/$defs/id" }, "url": { "$ref": "common.schema.json#/$defs/httpUrl", "faker": "internet.url" }, "filename": { "type": ["string", "null"], "minLength": 1, "maxLength": 255, "faker": "system.fileName" }, "content_type": { "type": ["string", "null"], "minLength": 1, "maxLength": 255, "faker": "system.mimeType" }, "size": { "type": ["integer", "null"], "minimum": 0, "faker": { "number.int": [{ "min": 1e3, "max": 8e6 }] } } } };
function validate29(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate29.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema45.required, parentSchema: schema45, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.url === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property 'url'", schema: schema45.required, parentSchema: schema45, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.filename === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "filename" }, message: "must have required property 'filename'", schema: schema45.required, parentSchema: schema45, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.content_type === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "content_type" }, message: "must have required property 'content_type'", schema: schema45.required, parentSchema: schema45, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.size === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "size" }, message: "must have required property 'size'", schema: schema45.required, parentSchema: schema45, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "url" || key0 === "filename" || key0 === "content_type" || key0 === "size")) {
        const err5 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema45, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func2(data0) > 128) {
          const err6 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err7 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data0 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.url !== void 0) {
      let data1 = data.url;
      if (typeof data1 === "string") {
        if (func2(data1) > 2048) {
          const err9 = { instancePath: instancePath + "/url", schemaPath: "common.schema.json#/$defs/httpUrl/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters", schema: 2048, parentSchema: schema47, data: data1 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (!pattern4.test(data1)) {
          const err10 = { instancePath: instancePath + "/url", schemaPath: "common.schema.json#/$defs/httpUrl/pattern", keyword: "pattern", params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://" }, message: 'must match pattern "^[Hh][Tt][Tt][Pp][Ss]?://"', schema: "^[Hh][Tt][Tt][Pp][Ss]?://", parentSchema: schema47, data: data1 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (!formats0(data1)) {
          const err11 = { instancePath: instancePath + "/url", schemaPath: "common.schema.json#/$defs/httpUrl/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"', schema: "uri", parentSchema: schema47, data: data1 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = { instancePath: instancePath + "/url", schemaPath: "common.schema.json#/$defs/httpUrl/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema47.type, parentSchema: schema47, data: data1 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.filename !== void 0) {
      let data2 = data.filename;
      if (typeof data2 !== "string" && data2 !== null) {
        const err13 = { instancePath: instancePath + "/filename", schemaPath: "#/properties/filename/type", keyword: "type", params: { type: schema45.properties.filename.type }, message: "must be string,null", schema: schema45.properties.filename.type, parentSchema: schema45.properties.filename, data: data2 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data2 === "string") {
        if (func2(data2) > 255) {
          const err14 = { instancePath: instancePath + "/filename", schemaPath: "#/properties/filename/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema45.properties.filename, data: data2 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (func2(data2) < 1) {
          const err15 = { instancePath: instancePath + "/filename", schemaPath: "#/properties/filename/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema45.properties.filename, data: data2 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
    if (data.content_type !== void 0) {
      let data3 = data.content_type;
      if (typeof data3 !== "string" && data3 !== null) {
        const err16 = { instancePath: instancePath + "/content_type", schemaPath: "#/properties/content_type/type", keyword: "type", params: { type: schema45.properties.content_type.type }, message: "must be string,null", schema: schema45.properties.content_type.type, parentSchema: schema45.properties.content_type, data: data3 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      if (typeof data3 === "string") {
        if (func2(data3) > 255) {
          const err17 = { instancePath: instancePath + "/content_type", schemaPath: "#/properties/content_type/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema45.properties.content_type, data: data3 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (func2(data3) < 1) {
          const err18 = { instancePath: instancePath + "/content_type", schemaPath: "#/properties/content_type/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema45.properties.content_type, data: data3 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    if (data.size !== void 0) {
      let data4 = data.size;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4)) && data4 !== null) {
        const err19 = { instancePath: instancePath + "/size", schemaPath: "#/properties/size/type", keyword: "type", params: { type: schema45.properties.size.type }, message: "must be integer,null", schema: schema45.properties.size.type, parentSchema: schema45.properties.size, data: data4 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 < 0 || isNaN(data4)) {
          const err20 = { instancePath: instancePath + "/size", schemaPath: "#/properties/size/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema45.properties.size, data: data4 };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
  } else {
    const err21 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema45.type, parentSchema: schema45, data };
    if (vErrors === null) {
      vErrors = [err21];
    } else {
      vErrors.push(err21);
    }
    errors++;
  }
  validate29.errors = vErrors;
  return errors === 0;
}
validate29.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema32.required, parentSchema: schema32, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.conversation_id === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "conversation_id" }, message: "must have required property 'conversation_id'", schema: schema32.required, parentSchema: schema32, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.contact === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "contact" }, message: "must have required property 'contact'", schema: schema32.required, parentSchema: schema32, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.message === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'", schema: schema32.required, parentSchema: schema32, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.reactions === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reactions" }, message: "must have required property 'reactions'", schema: schema32.required, parentSchema: schema32, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.attachments === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "attachments" }, message: "must have required property 'attachments'", schema: schema32.required, parentSchema: schema32, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.read_at === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "read_at" }, message: "must have required property 'read_at'", schema: schema32.required, parentSchema: schema32, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.created_at === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "created_at" }, message: "must have required property 'created_at'", schema: schema32.required, parentSchema: schema32, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.updated_at === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "updated_at" }, message: "must have required property 'updated_at'", schema: schema32.required, parentSchema: schema32, data };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema32.properties, key0)) {
        const err9 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32, data };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func2(data0) > 128) {
          const err10 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err11 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data0 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.conversation_id !== void 0) {
      let data1 = data.conversation_id;
      if (typeof data1 === "string") {
        if (func2(data1) > 128) {
          const err13 = { instancePath: instancePath + "/conversation_id", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data1 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (func2(data1) < 1) {
          const err14 = { instancePath: instancePath + "/conversation_id", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data1 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = { instancePath: instancePath + "/conversation_id", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data1 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.contact !== void 0) {
      if (!validate23(data.contact, { instancePath: instancePath + "/contact", parentData: data, parentDataProperty: "contact", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
        errors = vErrors.length;
      }
    }
    if (data.message !== void 0) {
      let data3 = data.message;
      if (typeof data3 === "string") {
        if (func2(data3) > 1e4) {
          const err16 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/maxLength", keyword: "maxLength", params: { limit: 1e4 }, message: "must NOT have more than 10000 characters", schema: 1e4, parentSchema: schema32.properties.message, data: data3 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (func2(data3) < 1) {
          const err17 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema32.properties.message, data: data3 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      } else {
        const err18 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.message.type, parentSchema: schema32.properties.message, data: data3 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.reactions !== void 0) {
      if (!validate25(data.reactions, { instancePath: instancePath + "/reactions", parentData: data, parentDataProperty: "reactions", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
        errors = vErrors.length;
      }
    }
    if (data.attachments !== void 0) {
      let data5 = data.attachments;
      if (Array.isArray(data5)) {
        if (data5.length > 10) {
          const err19 = { instancePath: instancePath + "/attachments", schemaPath: "#/properties/attachments/maxItems", keyword: "maxItems", params: { limit: 10 }, message: "must NOT have more than 10 items", schema: 10, parentSchema: schema32.properties.attachments, data: data5 };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate29(data5[i0], { instancePath: instancePath + "/attachments/" + i0, parentData: data5, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err20 = { instancePath: instancePath + "/attachments", schemaPath: "#/properties/attachments/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema32.properties.attachments.type, parentSchema: schema32.properties.attachments, data: data5 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.read_at !== void 0) {
      let data7 = data.read_at;
      if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7)) && data7 !== null) {
        const err21 = { instancePath: instancePath + "/read_at", schemaPath: "common.schema.json#/$defs/nullableTimestamp/type", keyword: "type", params: { type: schema39.type }, message: "must be integer,null", schema: schema39.type, parentSchema: schema39, data: data7 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (typeof data7 == "number" && isFinite(data7)) {
        if (data7 > 9007199254740991 || isNaN(data7)) {
          const err22 = { instancePath: instancePath + "/read_at", schemaPath: "common.schema.json#/$defs/nullableTimestamp/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema39, data: data7 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data7 < 0 || isNaN(data7)) {
          const err23 = { instancePath: instancePath + "/read_at", schemaPath: "common.schema.json#/$defs/nullableTimestamp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema39, data: data7 };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
    }
    if (data.created_at !== void 0) {
      let data8 = data.created_at;
      if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
        const err24 = { instancePath: instancePath + "/created_at", schemaPath: "common.schema.json#/$defs/timestamp/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.type, parentSchema: schema40, data: data8 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      if (typeof data8 == "number" && isFinite(data8)) {
        if (data8 > 9007199254740991 || isNaN(data8)) {
          const err25 = { instancePath: instancePath + "/created_at", schemaPath: "common.schema.json#/$defs/timestamp/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema40, data: data8 };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (data8 < 0 || isNaN(data8)) {
          const err26 = { instancePath: instancePath + "/created_at", schemaPath: "common.schema.json#/$defs/timestamp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40, data: data8 };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      }
    }
    if (data.updated_at !== void 0) {
      let data9 = data.updated_at;
      if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9)) && data9 !== null) {
        const err27 = { instancePath: instancePath + "/updated_at", schemaPath: "common.schema.json#/$defs/nullableTimestamp/type", keyword: "type", params: { type: schema39.type }, message: "must be integer,null", schema: schema39.type, parentSchema: schema39, data: data9 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      if (typeof data9 == "number" && isFinite(data9)) {
        if (data9 > 9007199254740991 || isNaN(data9)) {
          const err28 = { instancePath: instancePath + "/updated_at", schemaPath: "common.schema.json#/$defs/nullableTimestamp/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema39, data: data9 };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        if (data9 < 0 || isNaN(data9)) {
          const err29 = { instancePath: instancePath + "/updated_at", schemaPath: "common.schema.json#/$defs/nullableTimestamp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema39, data: data9 };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
    }
  } else {
    const err30 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.type, parentSchema: schema32, data };
    if (vErrors === null) {
      vErrors = [err30];
    } else {
      vErrors.push(err30);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var messagePage = validate126;
var schema270 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "message-page.schema.json", "title": "MessagePage", "description": "A page of messages, newest first.", "type": "object", "required": ["has_more", "data"], "additionalProperties": false, "properties": { "has_more": { "type": "boolean", "description": "Whether more items exist beyond this page in the direction of travel." }, "data": { "type": "array", "maxItems": 100, "items": { "$ref": "message.schema.json" } } } };
function validate126(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate126.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.has_more === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "has_more" }, message: "must have required property 'has_more'", schema: schema270.required, parentSchema: schema270, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.data === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" }, message: "must have required property 'data'", schema: schema270.required, parentSchema: schema270, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "has_more" || key0 === "data")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema270, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.has_more !== void 0) {
      let data0 = data.has_more;
      if (typeof data0 !== "boolean") {
        const err3 = { instancePath: instancePath + "/has_more", schemaPath: "#/properties/has_more/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema270.properties.has_more.type, parentSchema: schema270.properties.has_more, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.data !== void 0) {
      let data1 = data.data;
      if (Array.isArray(data1)) {
        if (data1.length > 100) {
          const err4 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/maxItems", keyword: "maxItems", params: { limit: 100 }, message: "must NOT have more than 100 items", schema: 100, parentSchema: schema270.properties.data, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate21(data1[i0], { instancePath: instancePath + "/data/" + i0, parentData: data1, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err5 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema270.properties.data.type, parentSchema: schema270.properties.data, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema270.type, parentSchema: schema270, data };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate126.errors = vErrors;
  return errors === 0;
}
validate126.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var group = validate47;
var schema76 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "group.schema.json", "title": "Group", "description": "A named collection of contacts with exactly one conversation.", "type": "object", "required": ["id", "name", "description", "avatar_url", "conversation_id", "contacts", "created_at", "archived_at"], "additionalProperties": false, "properties": { "id": { "$ref": "common.schema.json#/$defs/id" }, "name": { "type": "string", "minLength": 1, "maxLength": 100, "faker": "company.name" }, "description": { "type": ["string", "null"], "maxLength": 1e3, "faker": "company.catchPhrase" }, "avatar_url": { "$ref": "common.schema.json#/$defs/nullableHttpUrl", "faker": "image.url" }, "conversation_id": { "$ref": "common.schema.json#/$defs/id" }, "contacts": { "type": "array", "maxItems": 256, "items": { "$ref": "contact.schema.json" } }, "created_at": { "$ref": "common.schema.json#/$defs/timestamp" }, "archived_at": { "$ref": "common.schema.json#/$defs/nullableTimestamp" } } };
function validate47(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate47.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema76.required, parentSchema: schema76, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.name === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema76.required, parentSchema: schema76, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.description === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property 'description'", schema: schema76.required, parentSchema: schema76, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.avatar_url === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "avatar_url" }, message: "must have required property 'avatar_url'", schema: schema76.required, parentSchema: schema76, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.conversation_id === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "conversation_id" }, message: "must have required property 'conversation_id'", schema: schema76.required, parentSchema: schema76, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.contacts === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "contacts" }, message: "must have required property 'contacts'", schema: schema76.required, parentSchema: schema76, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.created_at === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "created_at" }, message: "must have required property 'created_at'", schema: schema76.required, parentSchema: schema76, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.archived_at === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "archived_at" }, message: "must have required property 'archived_at'", schema: schema76.required, parentSchema: schema76, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "name" || key0 === "description" || key0 === "avatar_url" || key0 === "conversation_id" || key0 === "contacts" || key0 === "created_at" || key0 === "archived_at")) {
        const err8 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema76, data };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func2(data0) > 128) {
          const err9 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err10 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data0 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data1 = data.name;
      if (typeof data1 === "string") {
        if (func2(data1) > 100) {
          const err12 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters", schema: 100, parentSchema: schema76.properties.name, data: data1 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (func2(data1) < 1) {
          const err13 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema76.properties.name, data: data1 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      } else {
        const err14 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema76.properties.name.type, parentSchema: schema76.properties.name, data: data1 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data2 = data.description;
      if (typeof data2 !== "string" && data2 !== null) {
        const err15 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: schema76.properties.description.type }, message: "must be string,null", schema: schema76.properties.description.type, parentSchema: schema76.properties.description, data: data2 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data2 === "string") {
        if (func2(data2) > 1e3) {
          const err16 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/maxLength", keyword: "maxLength", params: { limit: 1e3 }, message: "must NOT have more than 1000 characters", schema: 1e3, parentSchema: schema76.properties.description, data: data2 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.avatar_url !== void 0) {
      let data3 = data.avatar_url;
      if (typeof data3 !== "string" && data3 !== null) {
        const err17 = { instancePath: instancePath + "/avatar_url", schemaPath: "common.schema.json#/$defs/nullableHttpUrl/type", keyword: "type", params: { type: schema38.type }, message: "must be string,null", schema: schema38.type, parentSchema: schema38, data: data3 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data3 === "string") {
        if (func2(data3) > 2048) {
          const err18 = { instancePath: instancePath + "/avatar_url", schemaPath: "common.schema.json#/$defs/nullableHttpUrl/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters", schema: 2048, parentSchema: schema38, data: data3 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (!pattern4.test(data3)) {
          const err19 = { instancePath: instancePath + "/avatar_url", schemaPath: "common.schema.json#/$defs/nullableHttpUrl/pattern", keyword: "pattern", params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://" }, message: 'must match pattern "^[Hh][Tt][Tt][Pp][Ss]?://"', schema: "^[Hh][Tt][Tt][Pp][Ss]?://", parentSchema: schema38, data: data3 };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (!formats0(data3)) {
          const err20 = { instancePath: instancePath + "/avatar_url", schemaPath: "common.schema.json#/$defs/nullableHttpUrl/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"', schema: "uri", parentSchema: schema38, data: data3 };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
    if (data.conversation_id !== void 0) {
      let data4 = data.conversation_id;
      if (typeof data4 === "string") {
        if (func2(data4) > 128) {
          const err21 = { instancePath: instancePath + "/conversation_id", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data4 };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (func2(data4) < 1) {
          const err22 = { instancePath: instancePath + "/conversation_id", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data4 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      } else {
        const err23 = { instancePath: instancePath + "/conversation_id", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data4 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.contacts !== void 0) {
      let data5 = data.contacts;
      if (Array.isArray(data5)) {
        if (data5.length > 256) {
          const err24 = { instancePath: instancePath + "/contacts", schemaPath: "#/properties/contacts/maxItems", keyword: "maxItems", params: { limit: 256 }, message: "must NOT have more than 256 items", schema: 256, parentSchema: schema76.properties.contacts, data: data5 };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate23(data5[i0], { instancePath: instancePath + "/contacts/" + i0, parentData: data5, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err25 = { instancePath: instancePath + "/contacts", schemaPath: "#/properties/contacts/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema76.properties.contacts.type, parentSchema: schema76.properties.contacts, data: data5 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.created_at !== void 0) {
      let data7 = data.created_at;
      if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
        const err26 = { instancePath: instancePath + "/created_at", schemaPath: "common.schema.json#/$defs/timestamp/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.type, parentSchema: schema40, data: data7 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
      if (typeof data7 == "number" && isFinite(data7)) {
        if (data7 > 9007199254740991 || isNaN(data7)) {
          const err27 = { instancePath: instancePath + "/created_at", schemaPath: "common.schema.json#/$defs/timestamp/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema40, data: data7 };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        if (data7 < 0 || isNaN(data7)) {
          const err28 = { instancePath: instancePath + "/created_at", schemaPath: "common.schema.json#/$defs/timestamp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40, data: data7 };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      }
    }
    if (data.archived_at !== void 0) {
      let data8 = data.archived_at;
      if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8)) && data8 !== null) {
        const err29 = { instancePath: instancePath + "/archived_at", schemaPath: "common.schema.json#/$defs/nullableTimestamp/type", keyword: "type", params: { type: schema39.type }, message: "must be integer,null", schema: schema39.type, parentSchema: schema39, data: data8 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
      if (typeof data8 == "number" && isFinite(data8)) {
        if (data8 > 9007199254740991 || isNaN(data8)) {
          const err30 = { instancePath: instancePath + "/archived_at", schemaPath: "common.schema.json#/$defs/nullableTimestamp/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema39, data: data8 };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        if (data8 < 0 || isNaN(data8)) {
          const err31 = { instancePath: instancePath + "/archived_at", schemaPath: "common.schema.json#/$defs/nullableTimestamp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema39, data: data8 };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      }
    }
  } else {
    const err32 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema76.type, parentSchema: schema76, data };
    if (vErrors === null) {
      vErrors = [err32];
    } else {
      vErrors.push(err32);
    }
    errors++;
  }
  validate47.errors = vErrors;
  return errors === 0;
}
validate47.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var groupPage = validate128;
var schema271 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "group-page.schema.json", "title": "GroupPage", "description": "A page of groups, newest first.", "type": "object", "required": ["has_more", "data"], "additionalProperties": false, "properties": { "has_more": { "$ref": "message-page.schema.json#/properties/has_more" }, "data": { "type": "array", "maxItems": 100, "items": { "$ref": "group.schema.json" } } } };
var schema272 = { "type": "boolean", "description": "Whether more items exist beyond this page in the direction of travel." };
function validate128(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate128.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.has_more === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "has_more" }, message: "must have required property 'has_more'", schema: schema271.required, parentSchema: schema271, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.data === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" }, message: "must have required property 'data'", schema: schema271.required, parentSchema: schema271, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "has_more" || key0 === "data")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema271, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.has_more !== void 0) {
      let data0 = data.has_more;
      if (typeof data0 !== "boolean") {
        const err3 = { instancePath: instancePath + "/has_more", schemaPath: "message-page.schema.json#/properties/has_more/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema272.type, parentSchema: schema272, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.data !== void 0) {
      let data1 = data.data;
      if (Array.isArray(data1)) {
        if (data1.length > 100) {
          const err4 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/maxItems", keyword: "maxItems", params: { limit: 100 }, message: "must NOT have more than 100 items", schema: 100, parentSchema: schema271.properties.data, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate47(data1[i0], { instancePath: instancePath + "/data/" + i0, parentData: data1, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err5 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema271.properties.data.type, parentSchema: schema271.properties.data, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema271.type, parentSchema: schema271, data };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate128.errors = vErrors;
  return errors === 0;
}
validate128.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var contact = validate23;
var deleted = validate130;
var schema273 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "deleted.schema.json", "title": "Deleted", "description": "The answer to a delete.", "type": "object", "required": ["id", "deleted"], "additionalProperties": false, "properties": { "id": { "$ref": "common.schema.json#/$defs/id" }, "deleted": { "const": true } } };
function validate130(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate130.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema273.required, parentSchema: schema273, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.deleted === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "deleted" }, message: "must have required property 'deleted'", schema: schema273.required, parentSchema: schema273, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "deleted")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema273, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func2(data0) > 128) {
          const err3 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err4 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.deleted !== void 0) {
      let data1 = data.deleted;
      if (true !== data1) {
        const err6 = { instancePath: instancePath + "/deleted", schemaPath: "#/properties/deleted/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant", schema: true, parentSchema: schema273.properties.deleted, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema273.type, parentSchema: schema273, data };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate130.errors = vErrors;
  return errors === 0;
}
validate130.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var problem = validate91;
var schema186 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "problem.schema.json", "title": "Problem", "description": "RFC 9457 problem details, sent as application/problem+json.", "type": "object", "required": ["type", "title", "status", "code", "detail", "errors"], "additionalProperties": false, "properties": { "type": { "const": "about:blank" }, "title": { "type": "string" }, "status": { "type": "integer", "minimum": 400, "maximum": 599 }, "code": { "enum": ["invalid_body", "invalid_parameter", "unknown_parameter", "unauthorized", "token_expired", "not_found", "method_not_allowed", "payload_too_large", "uri_too_long", "unsupported_media_type", "too_many_tenants", "headers_too_large", "rate_limited", "internal", "bad_gateway", "unavailable", "timeout", "insufficient_storage"] }, "detail": { "type": "string" }, "errors": { "type": "array", "items": { "title": "ProblemError", "type": "object", "required": ["param", "message"], "additionalProperties": false, "properties": { "param": { "type": "string", "description": "The failing parameter, bracketed as in a form body: attachments[0][url]." }, "message": { "type": "string" } } } } } };
function validate91(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate91.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema186.required, parentSchema: schema186, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.title === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "title" }, message: "must have required property 'title'", schema: schema186.required, parentSchema: schema186, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.status === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema186.required, parentSchema: schema186, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.code === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "code" }, message: "must have required property 'code'", schema: schema186.required, parentSchema: schema186, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.detail === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "detail" }, message: "must have required property 'detail'", schema: schema186.required, parentSchema: schema186, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.errors === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "errors" }, message: "must have required property 'errors'", schema: schema186.required, parentSchema: schema186, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "type" || key0 === "title" || key0 === "status" || key0 === "code" || key0 === "detail" || key0 === "errors")) {
        const err6 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema186, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.type !== void 0) {
      let data0 = data.type;
      if ("about:blank" !== data0) {
        const err7 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "about:blank" }, message: "must be equal to constant", schema: "about:blank", parentSchema: schema186.properties.type, data: data0 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.title !== void 0) {
      let data1 = data.title;
      if (typeof data1 !== "string") {
        const err8 = { instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema186.properties.title.type, parentSchema: schema186.properties.title, data: data1 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data2 = data.status;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
        const err9 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema186.properties.status.type, parentSchema: schema186.properties.status, data: data2 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 > 599 || isNaN(data2)) {
          const err10 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/maximum", keyword: "maximum", params: { comparison: "<=", limit: 599 }, message: "must be <= 599", schema: 599, parentSchema: schema186.properties.status, data: data2 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data2 < 400 || isNaN(data2)) {
          const err11 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/minimum", keyword: "minimum", params: { comparison: ">=", limit: 400 }, message: "must be >= 400", schema: 400, parentSchema: schema186.properties.status, data: data2 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    if (data.code !== void 0) {
      let data3 = data.code;
      if (!(data3 === "invalid_body" || data3 === "invalid_parameter" || data3 === "unknown_parameter" || data3 === "unauthorized" || data3 === "token_expired" || data3 === "not_found" || data3 === "method_not_allowed" || data3 === "payload_too_large" || data3 === "uri_too_long" || data3 === "unsupported_media_type" || data3 === "too_many_tenants" || data3 === "headers_too_large" || data3 === "rate_limited" || data3 === "internal" || data3 === "bad_gateway" || data3 === "unavailable" || data3 === "timeout" || data3 === "insufficient_storage")) {
        const err12 = { instancePath: instancePath + "/code", schemaPath: "#/properties/code/enum", keyword: "enum", params: { allowedValues: schema186.properties.code.enum }, message: "must be equal to one of the allowed values", schema: schema186.properties.code.enum, parentSchema: schema186.properties.code, data: data3 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.detail !== void 0) {
      let data4 = data.detail;
      if (typeof data4 !== "string") {
        const err13 = { instancePath: instancePath + "/detail", schemaPath: "#/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema186.properties.detail.type, parentSchema: schema186.properties.detail, data: data4 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.errors !== void 0) {
      let data5 = data.errors;
      if (Array.isArray(data5)) {
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data6 = data5[i0];
          if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            if (data6.param === void 0) {
              const err14 = { instancePath: instancePath + "/errors/" + i0, schemaPath: "#/properties/errors/items/required", keyword: "required", params: { missingProperty: "param" }, message: "must have required property 'param'", schema: schema186.properties.errors.items.required, parentSchema: schema186.properties.errors.items, data: data6 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
            if (data6.message === void 0) {
              const err15 = { instancePath: instancePath + "/errors/" + i0, schemaPath: "#/properties/errors/items/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'", schema: schema186.properties.errors.items.required, parentSchema: schema186.properties.errors.items, data: data6 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
            for (const key1 in data6) {
              if (!(key1 === "param" || key1 === "message")) {
                const err16 = { instancePath: instancePath + "/errors/" + i0, schemaPath: "#/properties/errors/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema186.properties.errors.items, data: data6 };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data6.param !== void 0) {
              let data7 = data6.param;
              if (typeof data7 !== "string") {
                const err17 = { instancePath: instancePath + "/errors/" + i0 + "/param", schemaPath: "#/properties/errors/items/properties/param/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema186.properties.errors.items.properties.param.type, parentSchema: schema186.properties.errors.items.properties.param, data: data7 };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
            }
            if (data6.message !== void 0) {
              let data8 = data6.message;
              if (typeof data8 !== "string") {
                const err18 = { instancePath: instancePath + "/errors/" + i0 + "/message", schemaPath: "#/properties/errors/items/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema186.properties.errors.items.properties.message.type, parentSchema: schema186.properties.errors.items.properties.message, data: data8 };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
          } else {
            const err19 = { instancePath: instancePath + "/errors/" + i0, schemaPath: "#/properties/errors/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema186.properties.errors.items.type, parentSchema: schema186.properties.errors.items, data: data6 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
      } else {
        const err20 = { instancePath: instancePath + "/errors", schemaPath: "#/properties/errors/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema186.properties.errors.type, parentSchema: schema186.properties.errors, data: data5 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
  } else {
    const err21 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema186.type, parentSchema: schema186, data };
    if (vErrors === null) {
      vErrors = [err21];
    } else {
      vErrors.push(err21);
    }
    errors++;
  }
  validate91.errors = vErrors;
  return errors === 0;
}
validate91.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var clock = validate83;
var schema170 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "clock.schema.json", "title": "ClockState", "description": "The answer of every /__clock call.", "type": "object", "required": ["now", "frozen"], "additionalProperties": false, "properties": { "now": { "$ref": "common.schema.json#/$defs/timestamp" }, "frozen": { "type": "boolean" } }, "$defs": { "input": { "title": "ClockInput", "description": "Body of POST /__clock: { now } freezes the clock there; { advance } moves a frozen clock by whole seconds.", "type": "object", "additionalProperties": false, "minProperties": 1, "maxProperties": 1, "properties": { "now": { "$ref": "common.schema.json#/$defs/timestamp" }, "advance": { "type": "integer", "minimum": -31536e5, "maximum": 31536e5, "description": "Seconds (negative moves back)." } }, "x-message": "must be either { now } or { advance }" } } };
function validate83(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate83.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.now === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "now" }, message: "must have required property 'now'", schema: schema170.required, parentSchema: schema170, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.frozen === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "frozen" }, message: "must have required property 'frozen'", schema: schema170.required, parentSchema: schema170, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "now" || key0 === "frozen")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema170, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.now !== void 0) {
      let data0 = data.now;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err3 = { instancePath: instancePath + "/now", schemaPath: "common.schema.json#/$defs/timestamp/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.type, parentSchema: schema40, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 > 9007199254740991 || isNaN(data0)) {
          const err4 = { instancePath: instancePath + "/now", schemaPath: "common.schema.json#/$defs/timestamp/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema40, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data0 < 0 || isNaN(data0)) {
          const err5 = { instancePath: instancePath + "/now", schemaPath: "common.schema.json#/$defs/timestamp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40, data: data0 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
    if (data.frozen !== void 0) {
      let data1 = data.frozen;
      if (typeof data1 !== "boolean") {
        const err6 = { instancePath: instancePath + "/frozen", schemaPath: "#/properties/frozen/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema170.properties.frozen.type, parentSchema: schema170.properties.frozen, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema170.type, parentSchema: schema170, data };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate83.errors = vErrors;
  return errors === 0;
}
validate83.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var fault = validate85;
var schema174 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "fault.schema.json", "title": "Fault", "description": "An injected fault: the next `times` /v1 requests matching method and path wait delay_ms and, with a status, answer it without running.", "type": "object", "required": ["id", "method", "path", "status", "delay_ms", "times"], "additionalProperties": false, "properties": { "id": { "type": "string" }, "method": { "type": ["string", "null"], "enum": ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", null] }, "path": { "type": ["string", "null"], "pattern": "^/", "maxLength": 2048, "description": "Exact path; * stands for one non-empty segment (/v1/messages/*)." }, "status": { "type": ["integer", "null"], "enum": [429, 500, 502, 503, 504, null] }, "delay_ms": { "type": "integer", "minimum": 0, "maximum": 6e4 }, "times": { "type": "integer", "minimum": 1, "maximum": 1e6 } }, "$defs": { "input": { "title": "FaultInput", "description": "Body of POST /__faults. Absent method or path match any; times defaults to 1, delay_ms to 0.", "type": "object", "additionalProperties": false, "properties": { "method": { "type": ["string", "null"], "enum": ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "get", "head", "post", "put", "delete", "options", "patch", null] }, "path": { "$ref": "#/properties/path" }, "status": { "$ref": "#/properties/status" }, "delay_ms": { "$ref": "#/properties/delay_ms" }, "times": { "$ref": "#/properties/times" } } } } };
function validate85(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate85.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema174.required, parentSchema: schema174, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.method === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "method" }, message: "must have required property 'method'", schema: schema174.required, parentSchema: schema174, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.path === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema174.required, parentSchema: schema174, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.status === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema174.required, parentSchema: schema174, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.delay_ms === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "delay_ms" }, message: "must have required property 'delay_ms'", schema: schema174.required, parentSchema: schema174, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.times === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "times" }, message: "must have required property 'times'", schema: schema174.required, parentSchema: schema174, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "method" || key0 === "path" || key0 === "status" || key0 === "delay_ms" || key0 === "times")) {
        const err6 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema174, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 !== "string") {
        const err7 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema174.properties.id.type, parentSchema: schema174.properties.id, data: data0 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.method !== void 0) {
      let data1 = data.method;
      if (typeof data1 !== "string" && data1 !== null) {
        const err8 = { instancePath: instancePath + "/method", schemaPath: "#/properties/method/type", keyword: "type", params: { type: schema174.properties.method.type }, message: "must be string,null", schema: schema174.properties.method.type, parentSchema: schema174.properties.method, data: data1 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (!(data1 === "GET" || data1 === "HEAD" || data1 === "POST" || data1 === "PUT" || data1 === "DELETE" || data1 === "OPTIONS" || data1 === "PATCH" || data1 === null)) {
        const err9 = { instancePath: instancePath + "/method", schemaPath: "#/properties/method/enum", keyword: "enum", params: { allowedValues: schema174.properties.method.enum }, message: "must be equal to one of the allowed values", schema: schema174.properties.method.enum, parentSchema: schema174.properties.method, data: data1 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.path !== void 0) {
      let data2 = data.path;
      if (typeof data2 !== "string" && data2 !== null) {
        const err10 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: schema174.properties.path.type }, message: "must be string,null", schema: schema174.properties.path.type, parentSchema: schema174.properties.path, data: data2 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data2 === "string") {
        if (func2(data2) > 2048) {
          const err11 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters", schema: 2048, parentSchema: schema174.properties.path, data: data2 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (!pattern15.test(data2)) {
          const err12 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/pattern", keyword: "pattern", params: { pattern: "^/" }, message: 'must match pattern "^/"', schema: "^/", parentSchema: schema174.properties.path, data: data2 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data.status !== void 0) {
      let data3 = data.status;
      if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3)) && data3 !== null) {
        const err13 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/type", keyword: "type", params: { type: schema174.properties.status.type }, message: "must be integer,null", schema: schema174.properties.status.type, parentSchema: schema174.properties.status, data: data3 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (!(data3 === 429 || data3 === 500 || data3 === 502 || data3 === 503 || data3 === 504 || data3 === null)) {
        const err14 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema174.properties.status.enum }, message: "must be equal to one of the allowed values", schema: schema174.properties.status.enum, parentSchema: schema174.properties.status, data: data3 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.delay_ms !== void 0) {
      let data4 = data.delay_ms;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
        const err15 = { instancePath: instancePath + "/delay_ms", schemaPath: "#/properties/delay_ms/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema174.properties.delay_ms.type, parentSchema: schema174.properties.delay_ms, data: data4 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 > 6e4 || isNaN(data4)) {
          const err16 = { instancePath: instancePath + "/delay_ms", schemaPath: "#/properties/delay_ms/maximum", keyword: "maximum", params: { comparison: "<=", limit: 6e4 }, message: "must be <= 60000", schema: 6e4, parentSchema: schema174.properties.delay_ms, data: data4 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data4 < 0 || isNaN(data4)) {
          const err17 = { instancePath: instancePath + "/delay_ms", schemaPath: "#/properties/delay_ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema174.properties.delay_ms, data: data4 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
    if (data.times !== void 0) {
      let data5 = data.times;
      if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
        const err18 = { instancePath: instancePath + "/times", schemaPath: "#/properties/times/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema174.properties.times.type, parentSchema: schema174.properties.times, data: data5 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 > 1e6 || isNaN(data5)) {
          const err19 = { instancePath: instancePath + "/times", schemaPath: "#/properties/times/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e6 }, message: "must be <= 1000000", schema: 1e6, parentSchema: schema174.properties.times, data: data5 };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data5 < 1 || isNaN(data5)) {
          const err20 = { instancePath: instancePath + "/times", schemaPath: "#/properties/times/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema174.properties.times, data: data5 };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
  } else {
    const err21 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema174.type, parentSchema: schema174, data };
    if (vErrors === null) {
      vErrors = [err21];
    } else {
      vErrors.push(err21);
    }
    errors++;
  }
  validate85.errors = vErrors;
  return errors === 0;
}
validate85.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var activity = validate69;
var schema143 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "activity.schema.json", "title": "ActivityState", "description": "The tenant's activity: what the other participants of its conversations do on their own, on the tenant's clock. The configuration in force, the actions pending (soonest first) and those that happened (newest first).", "type": "object", "required": ["active", "config", "pending", "pending_total", "happened", "happened_total", "skipped_total"], "additionalProperties": false, "properties": { "active": { "type": "boolean", "description": "Whether a configuration is in force. Off: nothing is simulated." }, "config": { "oneOf": [{ "$ref": "#/$defs/config" }, { "type": "null" }], "description": "The configuration in force, its preset's rules written out and its defaults filled in; null when off." }, "pending": { "type": "array", "maxItems": 500, "items": { "$ref": "#/$defs/action" }, "description": "The 500 soonest pending actions, in the order they will happen." }, "pending_total": { "type": "integer", "minimum": 0 }, "happened": { "type": "array", "maxItems": 500, "items": { "$ref": "#/$defs/action" }, "description": "The last 500 actions that happened or were cancelled, newest first." }, "happened_total": { "type": "integer", "minimum": 0, "description": "Actions that happened or were cancelled since the last reset." }, "skipped_total": { "type": "integer", "minimum": 0, "description": "Actions a rule did not schedule because 100,000 were already pending." } }, "$defs": { "preset": { "title": "ActivityPreset", "enum": ["replies", "read-receipts", "lively", "demo"], "description": "replies: someone answers every message after 5 to 60 s. read-receipts: it is read after 2 to 30 s. lively: read (90%, 2-30 s), answered (60%, 5-60 s), reacted to (30%, 5-60 s), and someone writes in one of your conversations every 5 minutes. demo: lively at ten times the pace, for watching." }, "seed": { "type": "integer", "minimum": 0, "maximum": 4294967295, "description": "Makes the draws (who, whether, when) and the generated texts repeat. Default: the server's --seed, else 1." }, "seconds": { "type": "integer", "minimum": 0, "maximum": 31536e3 }, "rule": { "title": "ActivityRule", "description": "reply, react, read: what the other participants do after a client sends a message (POST /v1/messages) in a conversation the rule covers; one of them (at random in a group) does it with the probability, after a delay drawn between min and max. send: one of them writes a message of their own every `every` seconds in one of the conversations (of `me`) the rule covers. `every` is for send rules, and required there; `delay` for the others; `reactions` for react rules.", "type": "object", "required": ["action"], "additionalProperties": false, "properties": { "action": { "enum": ["reply", "react", "read", "send"] }, "probability": { "type": "number", "minimum": 0, "maximum": 1, "description": "Default 1." }, "delay": { "type": "object", "required": ["min", "max"], "additionalProperties": false, "properties": { "min": { "$ref": "#/$defs/seconds" }, "max": { "$ref": "#/$defs/seconds" } }, "description": "Seconds, drawn uniformly. Default: read 2 to 30, reply and react 5 to 60." }, "every": { "type": "integer", "minimum": 1, "maximum": 31536e3, "description": "Seconds between two messages of a send rule." }, "conversations": { "type": "array", "items": { "$ref": "common.schema.json#/$defs/id" }, "minItems": 1, "maxItems": 1e3, "uniqueItems": true, "description": "The conversations the rule covers. Default: every conversation." }, "reactions": { "type": "array", "items": { "$ref": "reactions.schema.json#/$defs/name" }, "minItems": 1, "maxItems": 100, "description": "The reactions a react rule picks from. Default: \u{1F44D} \u2764\uFE0F \u{1F602} \u{1F389} \u{1F62E}." } } }, "event": { "title": "ActivityEvent", "description": "A scripted action: `after` seconds from when the configuration is set, `contact` sends, reads or reacts in `conversation_id`. A send without `message` sends a generated text. A read or a react acts on `message_id`, or without it on the newest message of the conversation that `contact` did not send (a read marks the unread ones before it too). `message` is for send events, `message_id` for read and react, `reaction` for react.", "type": "object", "required": ["after", "contact", "conversation_id", "action"], "additionalProperties": false, "properties": { "after": { "$ref": "#/$defs/seconds" }, "contact": { "$ref": "common.schema.json#/$defs/id" }, "conversation_id": { "$ref": "common.schema.json#/$defs/id" }, "action": { "enum": ["send", "read", "react"] }, "message": { "$ref": "message.schema.json#/properties/message" }, "message_id": { "$ref": "common.schema.json#/$defs/id" }, "reaction": { "$ref": "reactions.schema.json#/$defs/name" } } }, "input": { "title": "ActivityInput", "description": "Body of POST /__activity, the `activity` section of a fixture, and the file of --activity: a preset's rules, then `rules`, then the `script`. Setting it replaces the configuration in force and what was pending; the script's times count from then. In a fixture it is in force once the fixture is loaded (default: the server's --activity, else none).", "type": "object", "additionalProperties": false, "properties": { "preset": { "$ref": "#/$defs/preset" }, "seed": { "$ref": "#/$defs/seed" }, "me": { "$ref": "common.schema.json#/$defs/id", "description": "The contact the app under test acts as: send rules write in its conversations, from the others. Default: the world's default caller." }, "rules": { "type": "array", "items": { "$ref": "#/$defs/rule" }, "maxItems": 100 }, "script": { "type": "array", "items": { "$ref": "#/$defs/event" }, "maxItems": 1e4 } } }, "config": { "title": "ActivityConfig", "description": "A configuration in force: its rules written out in full.", "type": "object", "required": ["preset", "seed", "me", "rules", "script"], "additionalProperties": false, "properties": { "preset": { "oneOf": [{ "$ref": "#/$defs/preset" }, { "type": "null" }] }, "seed": { "$ref": "#/$defs/seed" }, "me": { "oneOf": [{ "$ref": "common.schema.json#/$defs/id" }, { "type": "null" }] }, "rules": { "type": "array", "items": { "$ref": "#/$defs/rule" } }, "script": { "type": "array", "items": { "$ref": "#/$defs/event" } } } }, "action": { "title": "ActivityAction", "description": "One simulated action. `at`: when it is due (pending), or when it happened or was cancelled. `message_id`: the message it acts on (the one answered, reacted to or read); `result_id`: the message it wrote.", "type": "object", "required": ["id", "at", "action", "contact", "conversation_id", "message_id", "source", "status", "result_id", "reason"], "additionalProperties": false, "properties": { "id": { "type": "string", "description": "act_1, act_2... in the order scheduled." }, "at": { "$ref": "common.schema.json#/$defs/timestamp" }, "action": { "enum": ["send", "reply", "react", "read"] }, "contact": { "oneOf": [{ "$ref": "common.schema.json#/$defs/id" }, { "type": "null" }] }, "conversation_id": { "oneOf": [{ "$ref": "common.schema.json#/$defs/id" }, { "type": "null" }] }, "message_id": { "oneOf": [{ "$ref": "common.schema.json#/$defs/id" }, { "type": "null" }] }, "source": { "type": "string", "description": "What scheduled it: rules[i] or script[i] of the configuration." }, "status": { "enum": ["pending", "done", "cancelled"] }, "result_id": { "oneOf": [{ "$ref": "common.schema.json#/$defs/id" }, { "type": "null" }] }, "reason": { "type": ["string", "null"], "description": "Why it was cancelled." } } } } };
var schema144 = { "title": "ActivityConfig", "description": "A configuration in force: its rules written out in full.", "type": "object", "required": ["preset", "seed", "me", "rules", "script"], "additionalProperties": false, "properties": { "preset": { "oneOf": [{ "$ref": "#/$defs/preset" }, { "type": "null" }] }, "seed": { "$ref": "#/$defs/seed" }, "me": { "oneOf": [{ "$ref": "common.schema.json#/$defs/id" }, { "type": "null" }] }, "rules": { "type": "array", "items": { "$ref": "#/$defs/rule" } }, "script": { "type": "array", "items": { "$ref": "#/$defs/event" } } } };
function validate70(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate70.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.preset === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "preset" }, message: "must have required property 'preset'", schema: schema144.required, parentSchema: schema144, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.seed === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seed" }, message: "must have required property 'seed'", schema: schema144.required, parentSchema: schema144, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.me === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "me" }, message: "must have required property 'me'", schema: schema144.required, parentSchema: schema144, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.rules === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rules" }, message: "must have required property 'rules'", schema: schema144.required, parentSchema: schema144, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.script === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "script" }, message: "must have required property 'script'", schema: schema144.required, parentSchema: schema144, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "preset" || key0 === "seed" || key0 === "me" || key0 === "rules" || key0 === "script")) {
        const err5 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema144, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.preset !== void 0) {
      let data0 = data.preset;
      const _errs3 = errors;
      let valid1 = false;
      let passing0 = null;
      const _errs4 = errors;
      if (!(data0 === "replies" || data0 === "read-receipts" || data0 === "lively" || data0 === "demo")) {
        const err6 = { instancePath: instancePath + "/preset", schemaPath: "#/$defs/preset/enum", keyword: "enum", params: { allowedValues: schema145.enum }, message: "must be equal to one of the allowed values", schema: schema145.enum, parentSchema: schema145, data: data0 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      var _valid0 = _errs4 === errors;
      if (_valid0) {
        valid1 = true;
        passing0 = 0;
      }
      const _errs6 = errors;
      if (data0 !== null) {
        const err7 = { instancePath: instancePath + "/preset", schemaPath: "#/properties/preset/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema144.properties.preset.oneOf[1].type, parentSchema: schema144.properties.preset.oneOf[1], data: data0 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      var _valid0 = _errs6 === errors;
      if (_valid0 && valid1) {
        valid1 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid1 = true;
          passing0 = 1;
        }
      }
      if (!valid1) {
        const err8 = { instancePath: instancePath + "/preset", schemaPath: "#/properties/preset/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema144.properties.preset.oneOf, parentSchema: schema144.properties.preset, data: data0 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      } else {
        errors = _errs3;
        if (vErrors !== null) {
          if (_errs3) {
            vErrors.length = _errs3;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.seed !== void 0) {
      let data1 = data.seed;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err9 = { instancePath: instancePath + "/seed", schemaPath: "#/$defs/seed/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema146.type, parentSchema: schema146, data: data1 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 > 4294967295 || isNaN(data1)) {
          const err10 = { instancePath: instancePath + "/seed", schemaPath: "#/$defs/seed/maximum", keyword: "maximum", params: { comparison: "<=", limit: 4294967295 }, message: "must be <= 4294967295", schema: 4294967295, parentSchema: schema146, data: data1 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err11 = { instancePath: instancePath + "/seed", schemaPath: "#/$defs/seed/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema146, data: data1 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    if (data.me !== void 0) {
      let data2 = data.me;
      const _errs12 = errors;
      let valid4 = false;
      let passing1 = null;
      const _errs13 = errors;
      if (typeof data2 === "string") {
        if (func2(data2) > 128) {
          const err12 = { instancePath: instancePath + "/me", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data2 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (func2(data2) < 1) {
          const err13 = { instancePath: instancePath + "/me", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data2 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      } else {
        const err14 = { instancePath: instancePath + "/me", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data2 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      var _valid1 = _errs13 === errors;
      if (_valid1) {
        valid4 = true;
        passing1 = 0;
      }
      const _errs16 = errors;
      if (data2 !== null) {
        const err15 = { instancePath: instancePath + "/me", schemaPath: "#/properties/me/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema144.properties.me.oneOf[1].type, parentSchema: schema144.properties.me.oneOf[1], data: data2 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      var _valid1 = _errs16 === errors;
      if (_valid1 && valid4) {
        valid4 = false;
        passing1 = [passing1, 1];
      } else {
        if (_valid1) {
          valid4 = true;
          passing1 = 1;
        }
      }
      if (!valid4) {
        const err16 = { instancePath: instancePath + "/me", schemaPath: "#/properties/me/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf", schema: schema144.properties.me.oneOf, parentSchema: schema144.properties.me, data: data2 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      } else {
        errors = _errs12;
        if (vErrors !== null) {
          if (_errs12) {
            vErrors.length = _errs12;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.rules !== void 0) {
      let data3 = data.rules;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate71(data3[i0], { instancePath: instancePath + "/rules/" + i0, parentData: data3, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err17 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema144.properties.rules.type, parentSchema: schema144.properties.rules, data: data3 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.script !== void 0) {
      let data5 = data.script;
      if (Array.isArray(data5)) {
        const len1 = data5.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate73(data5[i1], { instancePath: instancePath + "/script/" + i1, parentData: data5, parentDataProperty: i1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/script", schemaPath: "#/properties/script/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema144.properties.script.type, parentSchema: schema144.properties.script, data: data5 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema144.type, parentSchema: schema144, data };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate70.errors = vErrors;
  return errors === 0;
}
validate70.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema160 = { "title": "ActivityAction", "description": "One simulated action. `at`: when it is due (pending), or when it happened or was cancelled. `message_id`: the message it acts on (the one answered, reacted to or read); `result_id`: the message it wrote.", "type": "object", "required": ["id", "at", "action", "contact", "conversation_id", "message_id", "source", "status", "result_id", "reason"], "additionalProperties": false, "properties": { "id": { "type": "string", "description": "act_1, act_2... in the order scheduled." }, "at": { "$ref": "common.schema.json#/$defs/timestamp" }, "action": { "enum": ["send", "reply", "react", "read"] }, "contact": { "oneOf": [{ "$ref": "common.schema.json#/$defs/id" }, { "type": "null" }] }, "conversation_id": { "oneOf": [{ "$ref": "common.schema.json#/$defs/id" }, { "type": "null" }] }, "message_id": { "oneOf": [{ "$ref": "common.schema.json#/$defs/id" }, { "type": "null" }] }, "source": { "type": "string", "description": "What scheduled it: rules[i] or script[i] of the configuration." }, "status": { "enum": ["pending", "done", "cancelled"] }, "result_id": { "oneOf": [{ "$ref": "common.schema.json#/$defs/id" }, { "type": "null" }] }, "reason": { "type": ["string", "null"], "description": "Why it was cancelled." } } };
function validate76(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate76.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema160.required, parentSchema: schema160, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.at === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'", schema: schema160.required, parentSchema: schema160, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.action === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "action" }, message: "must have required property 'action'", schema: schema160.required, parentSchema: schema160, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.contact === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "contact" }, message: "must have required property 'contact'", schema: schema160.required, parentSchema: schema160, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.conversation_id === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "conversation_id" }, message: "must have required property 'conversation_id'", schema: schema160.required, parentSchema: schema160, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.message_id === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message_id" }, message: "must have required property 'message_id'", schema: schema160.required, parentSchema: schema160, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.source === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema160.required, parentSchema: schema160, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.status === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema160.required, parentSchema: schema160, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.result_id === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "result_id" }, message: "must have required property 'result_id'", schema: schema160.required, parentSchema: schema160, data };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.reason === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'", schema: schema160.required, parentSchema: schema160, data };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema160.properties, key0)) {
        const err10 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema160, data };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 !== "string") {
        const err11 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema160.properties.id.type, parentSchema: schema160.properties.id, data: data0 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.at !== void 0) {
      let data1 = data.at;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err12 = { instancePath: instancePath + "/at", schemaPath: "common.schema.json#/$defs/timestamp/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.type, parentSchema: schema40, data: data1 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 > 9007199254740991 || isNaN(data1)) {
          const err13 = { instancePath: instancePath + "/at", schemaPath: "common.schema.json#/$defs/timestamp/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema40, data: data1 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err14 = { instancePath: instancePath + "/at", schemaPath: "common.schema.json#/$defs/timestamp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40, data: data1 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.action !== void 0) {
      let data2 = data.action;
      if (!(data2 === "send" || data2 === "reply" || data2 === "react" || data2 === "read")) {
        const err15 = { instancePath: instancePath + "/action", schemaPath: "#/properties/action/enum", keyword: "enum", params: { allowedValues: schema160.properties.action.enum }, message: "must be equal to one of the allowed values", schema: schema160.properties.action.enum, parentSchema: schema160.properties.action, data: data2 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.contact !== void 0) {
      let data3 = data.contact;
      const _errs9 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs10 = errors;
      if (typeof data3 === "string") {
        if (func2(data3) > 128) {
          const err16 = { instancePath: instancePath + "/contact", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data3 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (func2(data3) < 1) {
          const err17 = { instancePath: instancePath + "/contact", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data3 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      } else {
        const err18 = { instancePath: instancePath + "/contact", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data3 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      var _valid0 = _errs10 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
      }
      const _errs13 = errors;
      if (data3 !== null) {
        const err19 = { instancePath: instancePath + "/contact", schemaPath: "#/properties/contact/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema160.properties.contact.oneOf[1].type, parentSchema: schema160.properties.contact.oneOf[1], data: data3 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      var _valid0 = _errs13 === errors;
      if (_valid0 && valid2) {
        valid2 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid2 = true;
          passing0 = 1;
        }
      }
      if (!valid2) {
        const err20 = { instancePath: instancePath + "/contact", schemaPath: "#/properties/contact/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema160.properties.contact.oneOf, parentSchema: schema160.properties.contact, data: data3 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      } else {
        errors = _errs9;
        if (vErrors !== null) {
          if (_errs9) {
            vErrors.length = _errs9;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.conversation_id !== void 0) {
      let data4 = data.conversation_id;
      const _errs16 = errors;
      let valid4 = false;
      let passing1 = null;
      const _errs17 = errors;
      if (typeof data4 === "string") {
        if (func2(data4) > 128) {
          const err21 = { instancePath: instancePath + "/conversation_id", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data4 };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (func2(data4) < 1) {
          const err22 = { instancePath: instancePath + "/conversation_id", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data4 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      } else {
        const err23 = { instancePath: instancePath + "/conversation_id", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data4 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      var _valid1 = _errs17 === errors;
      if (_valid1) {
        valid4 = true;
        passing1 = 0;
      }
      const _errs20 = errors;
      if (data4 !== null) {
        const err24 = { instancePath: instancePath + "/conversation_id", schemaPath: "#/properties/conversation_id/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema160.properties.conversation_id.oneOf[1].type, parentSchema: schema160.properties.conversation_id.oneOf[1], data: data4 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      var _valid1 = _errs20 === errors;
      if (_valid1 && valid4) {
        valid4 = false;
        passing1 = [passing1, 1];
      } else {
        if (_valid1) {
          valid4 = true;
          passing1 = 1;
        }
      }
      if (!valid4) {
        const err25 = { instancePath: instancePath + "/conversation_id", schemaPath: "#/properties/conversation_id/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf", schema: schema160.properties.conversation_id.oneOf, parentSchema: schema160.properties.conversation_id, data: data4 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      } else {
        errors = _errs16;
        if (vErrors !== null) {
          if (_errs16) {
            vErrors.length = _errs16;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.message_id !== void 0) {
      let data5 = data.message_id;
      const _errs23 = errors;
      let valid6 = false;
      let passing2 = null;
      const _errs24 = errors;
      if (typeof data5 === "string") {
        if (func2(data5) > 128) {
          const err26 = { instancePath: instancePath + "/message_id", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data5 };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (func2(data5) < 1) {
          const err27 = { instancePath: instancePath + "/message_id", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data5 };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      } else {
        const err28 = { instancePath: instancePath + "/message_id", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data5 };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
      var _valid2 = _errs24 === errors;
      if (_valid2) {
        valid6 = true;
        passing2 = 0;
      }
      const _errs27 = errors;
      if (data5 !== null) {
        const err29 = { instancePath: instancePath + "/message_id", schemaPath: "#/properties/message_id/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema160.properties.message_id.oneOf[1].type, parentSchema: schema160.properties.message_id.oneOf[1], data: data5 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
      var _valid2 = _errs27 === errors;
      if (_valid2 && valid6) {
        valid6 = false;
        passing2 = [passing2, 1];
      } else {
        if (_valid2) {
          valid6 = true;
          passing2 = 1;
        }
      }
      if (!valid6) {
        const err30 = { instancePath: instancePath + "/message_id", schemaPath: "#/properties/message_id/oneOf", keyword: "oneOf", params: { passingSchemas: passing2 }, message: "must match exactly one schema in oneOf", schema: schema160.properties.message_id.oneOf, parentSchema: schema160.properties.message_id, data: data5 };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      } else {
        errors = _errs23;
        if (vErrors !== null) {
          if (_errs23) {
            vErrors.length = _errs23;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.source !== void 0) {
      let data6 = data.source;
      if (typeof data6 !== "string") {
        const err31 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema160.properties.source.type, parentSchema: schema160.properties.source, data: data6 };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data7 = data.status;
      if (!(data7 === "pending" || data7 === "done" || data7 === "cancelled")) {
        const err32 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema160.properties.status.enum }, message: "must be equal to one of the allowed values", schema: schema160.properties.status.enum, parentSchema: schema160.properties.status, data: data7 };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.result_id !== void 0) {
      let data8 = data.result_id;
      const _errs33 = errors;
      let valid8 = false;
      let passing3 = null;
      const _errs34 = errors;
      if (typeof data8 === "string") {
        if (func2(data8) > 128) {
          const err33 = { instancePath: instancePath + "/result_id", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data8 };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
        if (func2(data8) < 1) {
          const err34 = { instancePath: instancePath + "/result_id", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data8 };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
      } else {
        const err35 = { instancePath: instancePath + "/result_id", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data8 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
      var _valid3 = _errs34 === errors;
      if (_valid3) {
        valid8 = true;
        passing3 = 0;
      }
      const _errs37 = errors;
      if (data8 !== null) {
        const err36 = { instancePath: instancePath + "/result_id", schemaPath: "#/properties/result_id/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema160.properties.result_id.oneOf[1].type, parentSchema: schema160.properties.result_id.oneOf[1], data: data8 };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
      var _valid3 = _errs37 === errors;
      if (_valid3 && valid8) {
        valid8 = false;
        passing3 = [passing3, 1];
      } else {
        if (_valid3) {
          valid8 = true;
          passing3 = 1;
        }
      }
      if (!valid8) {
        const err37 = { instancePath: instancePath + "/result_id", schemaPath: "#/properties/result_id/oneOf", keyword: "oneOf", params: { passingSchemas: passing3 }, message: "must match exactly one schema in oneOf", schema: schema160.properties.result_id.oneOf, parentSchema: schema160.properties.result_id, data: data8 };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      } else {
        errors = _errs33;
        if (vErrors !== null) {
          if (_errs33) {
            vErrors.length = _errs33;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.reason !== void 0) {
      let data9 = data.reason;
      if (typeof data9 !== "string" && data9 !== null) {
        const err38 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: schema160.properties.reason.type }, message: "must be string,null", schema: schema160.properties.reason.type, parentSchema: schema160.properties.reason, data: data9 };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
  } else {
    const err39 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema160.type, parentSchema: schema160, data };
    if (vErrors === null) {
      vErrors = [err39];
    } else {
      vErrors.push(err39);
    }
    errors++;
  }
  validate76.errors = vErrors;
  return errors === 0;
}
validate76.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate69(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate69.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.active === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "active" }, message: "must have required property 'active'", schema: schema143.required, parentSchema: schema143, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.config === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "config" }, message: "must have required property 'config'", schema: schema143.required, parentSchema: schema143, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.pending === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pending" }, message: "must have required property 'pending'", schema: schema143.required, parentSchema: schema143, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.pending_total === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pending_total" }, message: "must have required property 'pending_total'", schema: schema143.required, parentSchema: schema143, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.happened === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "happened" }, message: "must have required property 'happened'", schema: schema143.required, parentSchema: schema143, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.happened_total === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "happened_total" }, message: "must have required property 'happened_total'", schema: schema143.required, parentSchema: schema143, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.skipped_total === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "skipped_total" }, message: "must have required property 'skipped_total'", schema: schema143.required, parentSchema: schema143, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "active" || key0 === "config" || key0 === "pending" || key0 === "pending_total" || key0 === "happened" || key0 === "happened_total" || key0 === "skipped_total")) {
        const err7 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema143, data };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.active !== void 0) {
      let data0 = data.active;
      if (typeof data0 !== "boolean") {
        const err8 = { instancePath: instancePath + "/active", schemaPath: "#/properties/active/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema143.properties.active.type, parentSchema: schema143.properties.active, data: data0 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.config !== void 0) {
      let data1 = data.config;
      const _errs5 = errors;
      let valid1 = false;
      let passing0 = null;
      const _errs6 = errors;
      if (!validate70(data1, { instancePath: instancePath + "/config", parentData: data, parentDataProperty: "config", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs6 === errors;
      if (_valid0) {
        valid1 = true;
        passing0 = 0;
      }
      const _errs7 = errors;
      if (data1 !== null) {
        const err9 = { instancePath: instancePath + "/config", schemaPath: "#/properties/config/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema143.properties.config.oneOf[1].type, parentSchema: schema143.properties.config.oneOf[1], data: data1 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      if (_valid0 && valid1) {
        valid1 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid1 = true;
          passing0 = 1;
        }
      }
      if (!valid1) {
        const err10 = { instancePath: instancePath + "/config", schemaPath: "#/properties/config/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema143.properties.config.oneOf, parentSchema: schema143.properties.config, data: data1 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      } else {
        errors = _errs5;
        if (vErrors !== null) {
          if (_errs5) {
            vErrors.length = _errs5;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.pending !== void 0) {
      let data2 = data.pending;
      if (Array.isArray(data2)) {
        if (data2.length > 500) {
          const err11 = { instancePath: instancePath + "/pending", schemaPath: "#/properties/pending/maxItems", keyword: "maxItems", params: { limit: 500 }, message: "must NOT have more than 500 items", schema: 500, parentSchema: schema143.properties.pending, data: data2 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate76(data2[i0], { instancePath: instancePath + "/pending/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/pending", schemaPath: "#/properties/pending/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema143.properties.pending.type, parentSchema: schema143.properties.pending, data: data2 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.pending_total !== void 0) {
      let data4 = data.pending_total;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
        const err13 = { instancePath: instancePath + "/pending_total", schemaPath: "#/properties/pending_total/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema143.properties.pending_total.type, parentSchema: schema143.properties.pending_total, data: data4 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 < 0 || isNaN(data4)) {
          const err14 = { instancePath: instancePath + "/pending_total", schemaPath: "#/properties/pending_total/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema143.properties.pending_total, data: data4 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.happened !== void 0) {
      let data5 = data.happened;
      if (Array.isArray(data5)) {
        if (data5.length > 500) {
          const err15 = { instancePath: instancePath + "/happened", schemaPath: "#/properties/happened/maxItems", keyword: "maxItems", params: { limit: 500 }, message: "must NOT have more than 500 items", schema: 500, parentSchema: schema143.properties.happened, data: data5 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        const len1 = data5.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate76(data5[i1], { instancePath: instancePath + "/happened/" + i1, parentData: data5, parentDataProperty: i1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/happened", schemaPath: "#/properties/happened/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema143.properties.happened.type, parentSchema: schema143.properties.happened, data: data5 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.happened_total !== void 0) {
      let data7 = data.happened_total;
      if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
        const err17 = { instancePath: instancePath + "/happened_total", schemaPath: "#/properties/happened_total/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema143.properties.happened_total.type, parentSchema: schema143.properties.happened_total, data: data7 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data7 == "number" && isFinite(data7)) {
        if (data7 < 0 || isNaN(data7)) {
          const err18 = { instancePath: instancePath + "/happened_total", schemaPath: "#/properties/happened_total/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema143.properties.happened_total, data: data7 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    if (data.skipped_total !== void 0) {
      let data8 = data.skipped_total;
      if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
        const err19 = { instancePath: instancePath + "/skipped_total", schemaPath: "#/properties/skipped_total/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema143.properties.skipped_total.type, parentSchema: schema143.properties.skipped_total, data: data8 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (typeof data8 == "number" && isFinite(data8)) {
        if (data8 < 0 || isNaN(data8)) {
          const err20 = { instancePath: instancePath + "/skipped_total", schemaPath: "#/properties/skipped_total/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema143.properties.skipped_total, data: data8 };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
  } else {
    const err21 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema143.type, parentSchema: schema143, data };
    if (vErrors === null) {
      vErrors = [err21];
    } else {
      vErrors.push(err21);
    }
    errors++;
  }
  validate69.errors = vErrors;
  return errors === 0;
}
validate69.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var journalEntry = validate90;
var schema184 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "journal-entry.schema.json", "title": "JournalEntry", "description": "One /v1 request in the journal of GET /__requests.", "type": "object", "required": ["method", "path", "query", "body", "caller", "status", "duration_ms", "at", "problem", "why"], "additionalProperties": false, "properties": { "method": { "type": "string" }, "path": { "type": "string" }, "query": { "type": "object" }, "body": { "description": "The parsed body, or null when none was read." }, "caller": { "type": ["string", "null"], "description": "The caller's contact id; null when refused before a caller was known." }, "status": { "type": "integer" }, "duration_ms": { "type": "number", "minimum": 0 }, "at": { "$ref": "common.schema.json#/$defs/timestamp" }, "problem": { "oneOf": [{ "type": "null" }, { "type": "object", "required": ["code", "errors"], "additionalProperties": false, "properties": { "code": { "$ref": "problem.schema.json#/properties/code" }, "errors": { "$ref": "problem.schema.json#/properties/errors" } } }] }, "why": { "type": "array", "items": { "$ref": "reason.schema.json" }, "description": "Why the mock answered as it did: the decisions that made the answer, in the order they were made, the last the one that decided it (docs/reasons.md)." } }, "$defs": { "query": { "title": "JournalQuery", "description": "Query of GET /__requests.", "type": "object", "additionalProperties": false, "properties": { "method": { "type": "string", "minLength": 1, "description": "Only requests of this HTTP method, in any case: GET, get, POST." }, "path": { "type": "string", "minLength": 1, "description": "Only requests to exactly this path, without the query or a /t/{tenant} prefix (/v1/messages/msg_1); not a prefix." }, "caller": { "type": "string", "minLength": 1, "description": "Only the requests of this caller: a contact id (ct_ana), not a token." }, "status": { "type": "integer", "minimum": 100, "maximum": 599, "description": "Only requests answered with this status." }, "since": { "$ref": "common.schema.json#/$defs/timestamp", "description": "Only requests at or after this time of the mock's clock, in the world's unit." }, "reason": { "type": "string", "minLength": 1, "description": "Only requests with a reason of this code (caller.expired, message.hidden; the catalogue is docs/reasons.md)." }, "limit": { "type": "integer", "minimum": 1, "maximum": 1e3, "description": "At most this many entries, the newest that match, 1 to 1000. Default: all (the journal keeps the last 1,000)." } } } } };
var schema187 = { "enum": ["invalid_body", "invalid_parameter", "unknown_parameter", "unauthorized", "token_expired", "not_found", "method_not_allowed", "payload_too_large", "uri_too_long", "unsupported_media_type", "too_many_tenants", "headers_too_large", "rate_limited", "internal", "bad_gateway", "unavailable", "timeout", "insufficient_storage"] };
var schema188 = { "type": "array", "items": { "title": "ProblemError", "type": "object", "required": ["param", "message"], "additionalProperties": false, "properties": { "param": { "type": "string", "description": "The failing parameter, bracketed as in a form body: attachments[0][url]." }, "message": { "type": "string" } } } };
var schema189 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "reason.schema.json", "title": "Reason", "description": "One decision behind a journaled answer, made where the decision was made (the engine, the store, the tables): a stable code, a sentence with the names and values involved, what would have made it different, and the values themselves. The catalogue of codes is docs/reasons.md. Reasons live only on the mock's side: the API's answers never carry them.", "type": "object", "required": ["code", "message", "hint", "values"], "additionalProperties": false, "properties": { "code": { "$ref": "#/$defs/code" }, "message": { "type": "string", "description": "What happened, with the names and values involved." }, "hint": { "type": ["string", "null"], "description": "What would have made it different, where there is something to say." }, "values": { "type": "object", "description": "The values the reason was made with, by name (each code's are in docs/reasons.md)." } }, "$defs": { "code": { "title": "ReasonCode", "description": "A reason's stable code: its topic, a dot, the decision.", "enum": ["tenant.default", "tenant.header", "tenant.path", "tenant.baggage", "tenant.created", "auth.missing", "auth.malformed", "caller.token", "caller.default", "caller.expired", "caller.unknown", "caller.none", "fault.answered", "fault.delayed", "latency.added", "route.matched", "route.unknown", "route.method", "route.escape", "body.json", "body.form", "body.empty", "body.unsupported", "body.unparsable", "body.not_object", "body.refused_key", "body.too_deep", "body.unread", "input.invalid", "input.unknown", "conversation.hidden", "conversation.absent", "message.hidden", "message.absent", "message.attachments_full", "group.hidden", "group.absent", "group.archived", "contact.resolved", "contact.unknown", "page.cursor", "page.cursor_refused", "page.hidden", "page.filtered", "page.more", "page.end", "clock.frozen", "message.sent", "message.updated", "message.deleted", "group.created", "group.updated", "group.deleted", "storage.refused", "storage.memory", "internal.bug"] } } };
var schema190 = { "title": "ReasonCode", "description": "A reason's stable code: its topic, a dot, the decision.", "enum": ["tenant.default", "tenant.header", "tenant.path", "tenant.baggage", "tenant.created", "auth.missing", "auth.malformed", "caller.token", "caller.default", "caller.expired", "caller.unknown", "caller.none", "fault.answered", "fault.delayed", "latency.added", "route.matched", "route.unknown", "route.method", "route.escape", "body.json", "body.form", "body.empty", "body.unsupported", "body.unparsable", "body.not_object", "body.refused_key", "body.too_deep", "body.unread", "input.invalid", "input.unknown", "conversation.hidden", "conversation.absent", "message.hidden", "message.absent", "message.attachments_full", "group.hidden", "group.absent", "group.archived", "contact.resolved", "contact.unknown", "page.cursor", "page.cursor_refused", "page.hidden", "page.filtered", "page.more", "page.end", "clock.frozen", "message.sent", "message.updated", "message.deleted", "group.created", "group.updated", "group.deleted", "storage.refused", "storage.memory", "internal.bug"] };
function validate92(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate92.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.code === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "code" }, message: "must have required property 'code'", schema: schema189.required, parentSchema: schema189, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.message === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'", schema: schema189.required, parentSchema: schema189, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.hint === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "hint" }, message: "must have required property 'hint'", schema: schema189.required, parentSchema: schema189, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.values === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "values" }, message: "must have required property 'values'", schema: schema189.required, parentSchema: schema189, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "code" || key0 === "message" || key0 === "hint" || key0 === "values")) {
        const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema189, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.code !== void 0) {
      let data0 = data.code;
      if (!(data0 === "tenant.default" || data0 === "tenant.header" || data0 === "tenant.path" || data0 === "tenant.baggage" || data0 === "tenant.created" || data0 === "auth.missing" || data0 === "auth.malformed" || data0 === "caller.token" || data0 === "caller.default" || data0 === "caller.expired" || data0 === "caller.unknown" || data0 === "caller.none" || data0 === "fault.answered" || data0 === "fault.delayed" || data0 === "latency.added" || data0 === "route.matched" || data0 === "route.unknown" || data0 === "route.method" || data0 === "route.escape" || data0 === "body.json" || data0 === "body.form" || data0 === "body.empty" || data0 === "body.unsupported" || data0 === "body.unparsable" || data0 === "body.not_object" || data0 === "body.refused_key" || data0 === "body.too_deep" || data0 === "body.unread" || data0 === "input.invalid" || data0 === "input.unknown" || data0 === "conversation.hidden" || data0 === "conversation.absent" || data0 === "message.hidden" || data0 === "message.absent" || data0 === "message.attachments_full" || data0 === "group.hidden" || data0 === "group.absent" || data0 === "group.archived" || data0 === "contact.resolved" || data0 === "contact.unknown" || data0 === "page.cursor" || data0 === "page.cursor_refused" || data0 === "page.hidden" || data0 === "page.filtered" || data0 === "page.more" || data0 === "page.end" || data0 === "clock.frozen" || data0 === "message.sent" || data0 === "message.updated" || data0 === "message.deleted" || data0 === "group.created" || data0 === "group.updated" || data0 === "group.deleted" || data0 === "storage.refused" || data0 === "storage.memory" || data0 === "internal.bug")) {
        const err5 = { instancePath: instancePath + "/code", schemaPath: "#/$defs/code/enum", keyword: "enum", params: { allowedValues: schema190.enum }, message: "must be equal to one of the allowed values", schema: schema190.enum, parentSchema: schema190, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      let data1 = data.message;
      if (typeof data1 !== "string") {
        const err6 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema189.properties.message.type, parentSchema: schema189.properties.message, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.hint !== void 0) {
      let data2 = data.hint;
      if (typeof data2 !== "string" && data2 !== null) {
        const err7 = { instancePath: instancePath + "/hint", schemaPath: "#/properties/hint/type", keyword: "type", params: { type: schema189.properties.hint.type }, message: "must be string,null", schema: schema189.properties.hint.type, parentSchema: schema189.properties.hint, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.values !== void 0) {
      let data3 = data.values;
      if (!(data3 && typeof data3 == "object" && !Array.isArray(data3))) {
        const err8 = { instancePath: instancePath + "/values", schemaPath: "#/properties/values/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema189.properties.values.type, parentSchema: schema189.properties.values, data: data3 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema189.type, parentSchema: schema189, data };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate92.errors = vErrors;
  return errors === 0;
}
validate92.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate90(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate90.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.method === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "method" }, message: "must have required property 'method'", schema: schema184.required, parentSchema: schema184, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.path === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema184.required, parentSchema: schema184, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.query === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "query" }, message: "must have required property 'query'", schema: schema184.required, parentSchema: schema184, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.body === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" }, message: "must have required property 'body'", schema: schema184.required, parentSchema: schema184, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.caller === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "caller" }, message: "must have required property 'caller'", schema: schema184.required, parentSchema: schema184, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.status === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema184.required, parentSchema: schema184, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.duration_ms === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "duration_ms" }, message: "must have required property 'duration_ms'", schema: schema184.required, parentSchema: schema184, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.at === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'", schema: schema184.required, parentSchema: schema184, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.problem === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "problem" }, message: "must have required property 'problem'", schema: schema184.required, parentSchema: schema184, data };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.why === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "why" }, message: "must have required property 'why'", schema: schema184.required, parentSchema: schema184, data };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema184.properties, key0)) {
        const err10 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema184, data };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.method !== void 0) {
      let data0 = data.method;
      if (typeof data0 !== "string") {
        const err11 = { instancePath: instancePath + "/method", schemaPath: "#/properties/method/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema184.properties.method.type, parentSchema: schema184.properties.method, data: data0 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.path !== void 0) {
      let data1 = data.path;
      if (typeof data1 !== "string") {
        const err12 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema184.properties.path.type, parentSchema: schema184.properties.path, data: data1 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.query !== void 0) {
      let data2 = data.query;
      if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
        const err13 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema184.properties.query.type, parentSchema: schema184.properties.query, data: data2 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.caller !== void 0) {
      let data3 = data.caller;
      if (typeof data3 !== "string" && data3 !== null) {
        const err14 = { instancePath: instancePath + "/caller", schemaPath: "#/properties/caller/type", keyword: "type", params: { type: schema184.properties.caller.type }, message: "must be string,null", schema: schema184.properties.caller.type, parentSchema: schema184.properties.caller, data: data3 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data4 = data.status;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
        const err15 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema184.properties.status.type, parentSchema: schema184.properties.status, data: data4 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.duration_ms !== void 0) {
      let data5 = data.duration_ms;
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 < 0 || isNaN(data5)) {
          const err16 = { instancePath: instancePath + "/duration_ms", schemaPath: "#/properties/duration_ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema184.properties.duration_ms, data: data5 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/duration_ms", schemaPath: "#/properties/duration_ms/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema184.properties.duration_ms.type, parentSchema: schema184.properties.duration_ms, data: data5 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.at !== void 0) {
      let data6 = data.at;
      if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
        const err18 = { instancePath: instancePath + "/at", schemaPath: "common.schema.json#/$defs/timestamp/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.type, parentSchema: schema40, data: data6 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (typeof data6 == "number" && isFinite(data6)) {
        if (data6 > 9007199254740991 || isNaN(data6)) {
          const err19 = { instancePath: instancePath + "/at", schemaPath: "common.schema.json#/$defs/timestamp/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema40, data: data6 };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data6 < 0 || isNaN(data6)) {
          const err20 = { instancePath: instancePath + "/at", schemaPath: "common.schema.json#/$defs/timestamp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40, data: data6 };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
    if (data.problem !== void 0) {
      let data7 = data.problem;
      const _errs18 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs19 = errors;
      if (data7 !== null) {
        const err21 = { instancePath: instancePath + "/problem", schemaPath: "#/properties/problem/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema184.properties.problem.oneOf[0].type, parentSchema: schema184.properties.problem.oneOf[0], data: data7 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      var _valid0 = _errs19 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
      }
      const _errs21 = errors;
      if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
        if (data7.code === void 0) {
          const err22 = { instancePath: instancePath + "/problem", schemaPath: "#/properties/problem/oneOf/1/required", keyword: "required", params: { missingProperty: "code" }, message: "must have required property 'code'", schema: schema184.properties.problem.oneOf[1].required, parentSchema: schema184.properties.problem.oneOf[1], data: data7 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data7.errors === void 0) {
          const err23 = { instancePath: instancePath + "/problem", schemaPath: "#/properties/problem/oneOf/1/required", keyword: "required", params: { missingProperty: "errors" }, message: "must have required property 'errors'", schema: schema184.properties.problem.oneOf[1].required, parentSchema: schema184.properties.problem.oneOf[1], data: data7 };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        for (const key1 in data7) {
          if (!(key1 === "code" || key1 === "errors")) {
            const err24 = { instancePath: instancePath + "/problem", schemaPath: "#/properties/problem/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema184.properties.problem.oneOf[1], data: data7 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data7.code !== void 0) {
          let data8 = data7.code;
          if (!(data8 === "invalid_body" || data8 === "invalid_parameter" || data8 === "unknown_parameter" || data8 === "unauthorized" || data8 === "token_expired" || data8 === "not_found" || data8 === "method_not_allowed" || data8 === "payload_too_large" || data8 === "uri_too_long" || data8 === "unsupported_media_type" || data8 === "too_many_tenants" || data8 === "headers_too_large" || data8 === "rate_limited" || data8 === "internal" || data8 === "bad_gateway" || data8 === "unavailable" || data8 === "timeout" || data8 === "insufficient_storage")) {
            const err25 = { instancePath: instancePath + "/problem/code", schemaPath: "problem.schema.json#/properties/code/enum", keyword: "enum", params: { allowedValues: schema187.enum }, message: "must be equal to one of the allowed values", schema: schema187.enum, parentSchema: schema187, data: data8 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data7.errors !== void 0) {
          let data9 = data7.errors;
          if (Array.isArray(data9)) {
            const len0 = data9.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data10 = data9[i0];
              if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                if (data10.param === void 0) {
                  const err26 = { instancePath: instancePath + "/problem/errors/" + i0, schemaPath: "problem.schema.json#/properties/errors/items/required", keyword: "required", params: { missingProperty: "param" }, message: "must have required property 'param'", schema: schema188.items.required, parentSchema: schema188.items, data: data10 };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
                if (data10.message === void 0) {
                  const err27 = { instancePath: instancePath + "/problem/errors/" + i0, schemaPath: "problem.schema.json#/properties/errors/items/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'", schema: schema188.items.required, parentSchema: schema188.items, data: data10 };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
                for (const key2 in data10) {
                  if (!(key2 === "param" || key2 === "message")) {
                    const err28 = { instancePath: instancePath + "/problem/errors/" + i0, schemaPath: "problem.schema.json#/properties/errors/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema188.items, data: data10 };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                }
                if (data10.param !== void 0) {
                  let data11 = data10.param;
                  if (typeof data11 !== "string") {
                    const err29 = { instancePath: instancePath + "/problem/errors/" + i0 + "/param", schemaPath: "problem.schema.json#/properties/errors/items/properties/param/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema188.items.properties.param.type, parentSchema: schema188.items.properties.param, data: data11 };
                    if (vErrors === null) {
                      vErrors = [err29];
                    } else {
                      vErrors.push(err29);
                    }
                    errors++;
                  }
                }
                if (data10.message !== void 0) {
                  let data12 = data10.message;
                  if (typeof data12 !== "string") {
                    const err30 = { instancePath: instancePath + "/problem/errors/" + i0 + "/message", schemaPath: "problem.schema.json#/properties/errors/items/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema188.items.properties.message.type, parentSchema: schema188.items.properties.message, data: data12 };
                    if (vErrors === null) {
                      vErrors = [err30];
                    } else {
                      vErrors.push(err30);
                    }
                    errors++;
                  }
                }
              } else {
                const err31 = { instancePath: instancePath + "/problem/errors/" + i0, schemaPath: "problem.schema.json#/properties/errors/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema188.items.type, parentSchema: schema188.items, data: data10 };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
          } else {
            const err32 = { instancePath: instancePath + "/problem/errors", schemaPath: "problem.schema.json#/properties/errors/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema188.type, parentSchema: schema188, data: data9 };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
      } else {
        const err33 = { instancePath: instancePath + "/problem", schemaPath: "#/properties/problem/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema184.properties.problem.oneOf[1].type, parentSchema: schema184.properties.problem.oneOf[1], data: data7 };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
      var _valid0 = _errs21 === errors;
      if (_valid0 && valid2) {
        valid2 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid2 = true;
          passing0 = 1;
        }
      }
      if (!valid2) {
        const err34 = { instancePath: instancePath + "/problem", schemaPath: "#/properties/problem/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema184.properties.problem.oneOf, parentSchema: schema184.properties.problem, data: data7 };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      } else {
        errors = _errs18;
        if (vErrors !== null) {
          if (_errs18) {
            vErrors.length = _errs18;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.why !== void 0) {
      let data13 = data.why;
      if (Array.isArray(data13)) {
        const len1 = data13.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate92(data13[i1], { instancePath: instancePath + "/why/" + i1, parentData: data13, parentDataProperty: i1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err35 = { instancePath: instancePath + "/why", schemaPath: "#/properties/why/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema184.properties.why.type, parentSchema: schema184.properties.why, data: data13 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
  } else {
    const err36 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema184.type, parentSchema: schema184, data };
    if (vErrors === null) {
      vErrors = [err36];
    } else {
      vErrors.push(err36);
    }
    errors++;
  }
  validate90.errors = vErrors;
  return errors === 0;
}
validate90.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var health = validate131;
var schema275 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "health.schema.json", "title": "Health", "description": "The answer of GET /__health once the server accepts requests.", "type": "object", "required": ["status"], "additionalProperties": false, "properties": { "status": { "const": "ok" } } };
function validate131(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate131.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema275.required, parentSchema: schema275, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "status")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema275, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data0 = data.status;
      if ("ok" !== data0) {
        const err2 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/const", keyword: "const", params: { allowedValue: "ok" }, message: "must be equal to constant", schema: "ok", parentSchema: schema275.properties.status, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema275.type, parentSchema: schema275, data };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate131.errors = vErrors;
  return errors === 0;
}
validate131.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var reset = validate132;
var schema276 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "reset.schema.json", "title": "ResetResult", "description": "The answer of POST /__reset: the tenant is back to its baseline.", "type": "object", "required": ["status", "counts"], "additionalProperties": false, "properties": { "status": { "const": "reset" }, "counts": { "$ref": "counts.schema.json" } } };
var schema219 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "counts.schema.json", "title": "Counts", "description": "How many items a tenant's world holds; conversations count group conversations too.", "type": "object", "required": ["contacts", "groups", "conversations", "messages"], "additionalProperties": false, "properties": { "contacts": { "type": "integer", "minimum": 0 }, "groups": { "type": "integer", "minimum": 0 }, "conversations": { "type": "integer", "minimum": 0 }, "messages": { "type": "integer", "minimum": 0 } } };
function validate132(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate132.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema276.required, parentSchema: schema276, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.counts === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "counts" }, message: "must have required property 'counts'", schema: schema276.required, parentSchema: schema276, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "status" || key0 === "counts")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema276, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data0 = data.status;
      if ("reset" !== data0) {
        const err3 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/const", keyword: "const", params: { allowedValue: "reset" }, message: "must be equal to constant", schema: "reset", parentSchema: schema276.properties.status, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.counts !== void 0) {
      let data1 = data.counts;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.contacts === void 0) {
          const err4 = { instancePath: instancePath + "/counts", schemaPath: "counts.schema.json/required", keyword: "required", params: { missingProperty: "contacts" }, message: "must have required property 'contacts'", schema: schema219.required, parentSchema: schema219, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data1.groups === void 0) {
          const err5 = { instancePath: instancePath + "/counts", schemaPath: "counts.schema.json/required", keyword: "required", params: { missingProperty: "groups" }, message: "must have required property 'groups'", schema: schema219.required, parentSchema: schema219, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1.conversations === void 0) {
          const err6 = { instancePath: instancePath + "/counts", schemaPath: "counts.schema.json/required", keyword: "required", params: { missingProperty: "conversations" }, message: "must have required property 'conversations'", schema: schema219.required, parentSchema: schema219, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data1.messages === void 0) {
          const err7 = { instancePath: instancePath + "/counts", schemaPath: "counts.schema.json/required", keyword: "required", params: { missingProperty: "messages" }, message: "must have required property 'messages'", schema: schema219.required, parentSchema: schema219, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        for (const key1 in data1) {
          if (!(key1 === "contacts" || key1 === "groups" || key1 === "conversations" || key1 === "messages")) {
            const err8 = { instancePath: instancePath + "/counts", schemaPath: "counts.schema.json/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema219, data: data1 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data1.contacts !== void 0) {
          let data2 = data1.contacts;
          if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
            const err9 = { instancePath: instancePath + "/counts/contacts", schemaPath: "counts.schema.json/properties/contacts/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema219.properties.contacts.type, parentSchema: schema219.properties.contacts, data: data2 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          if (typeof data2 == "number" && isFinite(data2)) {
            if (data2 < 0 || isNaN(data2)) {
              const err10 = { instancePath: instancePath + "/counts/contacts", schemaPath: "counts.schema.json/properties/contacts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema219.properties.contacts, data: data2 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          }
        }
        if (data1.groups !== void 0) {
          let data3 = data1.groups;
          if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
            const err11 = { instancePath: instancePath + "/counts/groups", schemaPath: "counts.schema.json/properties/groups/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema219.properties.groups.type, parentSchema: schema219.properties.groups, data: data3 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
          if (typeof data3 == "number" && isFinite(data3)) {
            if (data3 < 0 || isNaN(data3)) {
              const err12 = { instancePath: instancePath + "/counts/groups", schemaPath: "counts.schema.json/properties/groups/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema219.properties.groups, data: data3 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          }
        }
        if (data1.conversations !== void 0) {
          let data4 = data1.conversations;
          if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
            const err13 = { instancePath: instancePath + "/counts/conversations", schemaPath: "counts.schema.json/properties/conversations/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema219.properties.conversations.type, parentSchema: schema219.properties.conversations, data: data4 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
          if (typeof data4 == "number" && isFinite(data4)) {
            if (data4 < 0 || isNaN(data4)) {
              const err14 = { instancePath: instancePath + "/counts/conversations", schemaPath: "counts.schema.json/properties/conversations/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema219.properties.conversations, data: data4 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          }
        }
        if (data1.messages !== void 0) {
          let data5 = data1.messages;
          if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
            const err15 = { instancePath: instancePath + "/counts/messages", schemaPath: "counts.schema.json/properties/messages/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema219.properties.messages.type, parentSchema: schema219.properties.messages, data: data5 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
          if (typeof data5 == "number" && isFinite(data5)) {
            if (data5 < 0 || isNaN(data5)) {
              const err16 = { instancePath: instancePath + "/counts/messages", schemaPath: "counts.schema.json/properties/messages/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema219.properties.messages, data: data5 };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          }
        }
      } else {
        const err17 = { instancePath: instancePath + "/counts", schemaPath: "counts.schema.json/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema219.type, parentSchema: schema219, data: data1 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
  } else {
    const err18 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema276.type, parentSchema: schema276, data };
    if (vErrors === null) {
      vErrors = [err18];
    } else {
      vErrors.push(err18);
    }
    errors++;
  }
  validate132.errors = vErrors;
  return errors === 0;
}
validate132.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var loaded = validate133;
var schema278 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "loaded.schema.json", "title": "LoadResult", "description": "The answer of POST /__fixtures and POST /__fixtures/{name}: the document is the tenant's world and baseline.", "type": "object", "required": ["status", "counts"], "additionalProperties": false, "properties": { "status": { "const": "loaded" }, "counts": { "$ref": "counts.schema.json" } } };
function validate133(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate133.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema278.required, parentSchema: schema278, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.counts === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "counts" }, message: "must have required property 'counts'", schema: schema278.required, parentSchema: schema278, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "status" || key0 === "counts")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema278, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data0 = data.status;
      if ("loaded" !== data0) {
        const err3 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/const", keyword: "const", params: { allowedValue: "loaded" }, message: "must be equal to constant", schema: "loaded", parentSchema: schema278.properties.status, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.counts !== void 0) {
      let data1 = data.counts;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.contacts === void 0) {
          const err4 = { instancePath: instancePath + "/counts", schemaPath: "counts.schema.json/required", keyword: "required", params: { missingProperty: "contacts" }, message: "must have required property 'contacts'", schema: schema219.required, parentSchema: schema219, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data1.groups === void 0) {
          const err5 = { instancePath: instancePath + "/counts", schemaPath: "counts.schema.json/required", keyword: "required", params: { missingProperty: "groups" }, message: "must have required property 'groups'", schema: schema219.required, parentSchema: schema219, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1.conversations === void 0) {
          const err6 = { instancePath: instancePath + "/counts", schemaPath: "counts.schema.json/required", keyword: "required", params: { missingProperty: "conversations" }, message: "must have required property 'conversations'", schema: schema219.required, parentSchema: schema219, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data1.messages === void 0) {
          const err7 = { instancePath: instancePath + "/counts", schemaPath: "counts.schema.json/required", keyword: "required", params: { missingProperty: "messages" }, message: "must have required property 'messages'", schema: schema219.required, parentSchema: schema219, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        for (const key1 in data1) {
          if (!(key1 === "contacts" || key1 === "groups" || key1 === "conversations" || key1 === "messages")) {
            const err8 = { instancePath: instancePath + "/counts", schemaPath: "counts.schema.json/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema219, data: data1 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data1.contacts !== void 0) {
          let data2 = data1.contacts;
          if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
            const err9 = { instancePath: instancePath + "/counts/contacts", schemaPath: "counts.schema.json/properties/contacts/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema219.properties.contacts.type, parentSchema: schema219.properties.contacts, data: data2 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          if (typeof data2 == "number" && isFinite(data2)) {
            if (data2 < 0 || isNaN(data2)) {
              const err10 = { instancePath: instancePath + "/counts/contacts", schemaPath: "counts.schema.json/properties/contacts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema219.properties.contacts, data: data2 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          }
        }
        if (data1.groups !== void 0) {
          let data3 = data1.groups;
          if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
            const err11 = { instancePath: instancePath + "/counts/groups", schemaPath: "counts.schema.json/properties/groups/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema219.properties.groups.type, parentSchema: schema219.properties.groups, data: data3 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
          if (typeof data3 == "number" && isFinite(data3)) {
            if (data3 < 0 || isNaN(data3)) {
              const err12 = { instancePath: instancePath + "/counts/groups", schemaPath: "counts.schema.json/properties/groups/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema219.properties.groups, data: data3 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          }
        }
        if (data1.conversations !== void 0) {
          let data4 = data1.conversations;
          if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
            const err13 = { instancePath: instancePath + "/counts/conversations", schemaPath: "counts.schema.json/properties/conversations/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema219.properties.conversations.type, parentSchema: schema219.properties.conversations, data: data4 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
          if (typeof data4 == "number" && isFinite(data4)) {
            if (data4 < 0 || isNaN(data4)) {
              const err14 = { instancePath: instancePath + "/counts/conversations", schemaPath: "counts.schema.json/properties/conversations/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema219.properties.conversations, data: data4 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          }
        }
        if (data1.messages !== void 0) {
          let data5 = data1.messages;
          if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
            const err15 = { instancePath: instancePath + "/counts/messages", schemaPath: "counts.schema.json/properties/messages/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema219.properties.messages.type, parentSchema: schema219.properties.messages, data: data5 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
          if (typeof data5 == "number" && isFinite(data5)) {
            if (data5 < 0 || isNaN(data5)) {
              const err16 = { instancePath: instancePath + "/counts/messages", schemaPath: "counts.schema.json/properties/messages/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema219.properties.messages, data: data5 };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          }
        }
      } else {
        const err17 = { instancePath: instancePath + "/counts", schemaPath: "counts.schema.json/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema219.type, parentSchema: schema219, data: data1 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
  } else {
    const err18 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema278.type, parentSchema: schema278, data };
    if (vErrors === null) {
      vErrors = [err18];
    } else {
      vErrors.push(err18);
    }
    errors++;
  }
  validate133.errors = vErrors;
  return errors === 0;
}
validate133.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var fixtureNames = validate134;
var schema280 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "fixture-names.schema.json", "title": "FixtureNames", "description": "The fixture files of the fixtures folder, by the name POST /__fixtures/{name} takes (without .json).", "type": "object", "required": ["data"], "additionalProperties": false, "properties": { "data": { "type": "array", "items": { "type": "string" } } } };
function validate134(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate134.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" }, message: "must have required property 'data'", schema: schema280.required, parentSchema: schema280, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "data")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema280, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.data !== void 0) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (typeof data1 !== "string") {
            const err2 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema280.properties.data.items.type, parentSchema: schema280.properties.data.items, data: data1 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema280.properties.data.type, parentSchema: schema280.properties.data, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema280.type, parentSchema: schema280, data };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate134.errors = vErrors;
  return errors === 0;
}
validate134.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var faultList = validate135;
var schema281 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "fault-list.schema.json", "title": "FaultList", "description": "The faults still active, in the order they were added.", "type": "object", "required": ["data"], "additionalProperties": false, "properties": { "data": { "type": "array", "items": { "$ref": "fault.schema.json" } } } };
function validate135(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate135.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" }, message: "must have required property 'data'", schema: schema281.required, parentSchema: schema281, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "data")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema281, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.data !== void 0) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate85(data0[i0], { instancePath: instancePath + "/data/" + i0, parentData: data0, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err2 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema281.properties.data.type, parentSchema: schema281.properties.data, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema281.type, parentSchema: schema281, data };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate135.errors = vErrors;
  return errors === 0;
}
validate135.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var journal = validate137;
var schema282 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "journal.schema.json", "title": "Journal", "description": "The journal of the tenant's last 1,000 /v1 requests, newest first.", "type": "object", "required": ["data"], "additionalProperties": false, "properties": { "data": { "type": "array", "maxItems": 1e3, "items": { "$ref": "journal-entry.schema.json" } } } };
function validate137(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate137.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" }, message: "must have required property 'data'", schema: schema282.required, parentSchema: schema282, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "data")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema282, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.data !== void 0) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        if (data0.length > 1e3) {
          const err2 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/maxItems", keyword: "maxItems", params: { limit: 1e3 }, message: "must NOT have more than 1000 items", schema: 1e3, parentSchema: schema282.properties.data, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate90(data0[i0], { instancePath: instancePath + "/data/" + i0, parentData: data0, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err3 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema282.properties.data.type, parentSchema: schema282.properties.data, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema282.type, parentSchema: schema282, data };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate137.errors = vErrors;
  return errors === 0;
}
validate137.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var tenantList = validate111;
var schema217 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "tenant-list.schema.json", "title": "TenantList", "description": "The answer of GET /__tenants: every tenant of the server.", "type": "object", "required": ["data"], "additionalProperties": false, "properties": { "data": { "type": "array", "items": { "title": "TenantSummary", "type": "object", "required": ["name", "counts", "created_at", "last_used_at", "lease", "ends_at"], "additionalProperties": false, "properties": { "name": { "$ref": "#/$defs/name" }, "counts": { "$ref": "counts.schema.json" }, "created_at": { "$ref": "common.schema.json#/$defs/timestamp" }, "last_used_at": { "$ref": "common.schema.json#/$defs/timestamp" }, "lease": { "type": ["string", "null"], "description": "The tenant's lease (X-Mock-Tenant-Lease), as a duration (15m): it ends once it stands unused that long. null: it has none.", "examples": ["15m"] }, "ends_at": { "$ref": "common.schema.json#/$defs/nullableTimestamp", "description": "When the tenant ends unless it is used before (its last use plus its lease, or plus the server's --tenant-idle), in the server's timestamp unit. null: it never ends (default, or no lease and no --tenant-idle)." } } } } }, "$defs": { "name": { "title": "TenantName", "type": "string", "pattern": "^[A-Za-z0-9._-]{1,64}$", "description": "A tenant's name: 1 to 64 of A-Z a-z 0-9 . _ -" } } };
var schema218 = { "title": "TenantName", "type": "string", "pattern": "^[A-Za-z0-9._-]{1,64}$", "description": "A tenant's name: 1 to 64 of A-Z a-z 0-9 . _ -" };
var pattern18 = new RegExp("^[A-Za-z0-9._-]{1,64}$", "u");
function validate111(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate111.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" }, message: "must have required property 'data'", schema: schema217.required, parentSchema: schema217, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "data")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema217, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.data !== void 0) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.name === void 0) {
              const err2 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema217.properties.data.items.required, parentSchema: schema217.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            if (data1.counts === void 0) {
              const err3 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "counts" }, message: "must have required property 'counts'", schema: schema217.properties.data.items.required, parentSchema: schema217.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            if (data1.created_at === void 0) {
              const err4 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "created_at" }, message: "must have required property 'created_at'", schema: schema217.properties.data.items.required, parentSchema: schema217.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (data1.last_used_at === void 0) {
              const err5 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "last_used_at" }, message: "must have required property 'last_used_at'", schema: schema217.properties.data.items.required, parentSchema: schema217.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data1.lease === void 0) {
              const err6 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "lease" }, message: "must have required property 'lease'", schema: schema217.properties.data.items.required, parentSchema: schema217.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data1.ends_at === void 0) {
              const err7 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "ends_at" }, message: "must have required property 'ends_at'", schema: schema217.properties.data.items.required, parentSchema: schema217.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            for (const key1 in data1) {
              if (!(key1 === "name" || key1 === "counts" || key1 === "created_at" || key1 === "last_used_at" || key1 === "lease" || key1 === "ends_at")) {
                const err8 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema217.properties.data.items, data: data1 };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            if (data1.name !== void 0) {
              let data2 = data1.name;
              if (typeof data2 === "string") {
                if (!pattern18.test(data2)) {
                  const err9 = { instancePath: instancePath + "/data/" + i0 + "/name", schemaPath: "#/$defs/name/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9._-]{1,64}$" }, message: 'must match pattern "^[A-Za-z0-9._-]{1,64}$"', schema: "^[A-Za-z0-9._-]{1,64}$", parentSchema: schema218, data: data2 };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                }
              } else {
                const err10 = { instancePath: instancePath + "/data/" + i0 + "/name", schemaPath: "#/$defs/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema218.type, parentSchema: schema218, data: data2 };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data1.counts !== void 0) {
              let data3 = data1.counts;
              if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                if (data3.contacts === void 0) {
                  const err11 = { instancePath: instancePath + "/data/" + i0 + "/counts", schemaPath: "counts.schema.json/required", keyword: "required", params: { missingProperty: "contacts" }, message: "must have required property 'contacts'", schema: schema219.required, parentSchema: schema219, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err11];
                  } else {
                    vErrors.push(err11);
                  }
                  errors++;
                }
                if (data3.groups === void 0) {
                  const err12 = { instancePath: instancePath + "/data/" + i0 + "/counts", schemaPath: "counts.schema.json/required", keyword: "required", params: { missingProperty: "groups" }, message: "must have required property 'groups'", schema: schema219.required, parentSchema: schema219, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
                if (data3.conversations === void 0) {
                  const err13 = { instancePath: instancePath + "/data/" + i0 + "/counts", schemaPath: "counts.schema.json/required", keyword: "required", params: { missingProperty: "conversations" }, message: "must have required property 'conversations'", schema: schema219.required, parentSchema: schema219, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                }
                if (data3.messages === void 0) {
                  const err14 = { instancePath: instancePath + "/data/" + i0 + "/counts", schemaPath: "counts.schema.json/required", keyword: "required", params: { missingProperty: "messages" }, message: "must have required property 'messages'", schema: schema219.required, parentSchema: schema219, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
                for (const key2 in data3) {
                  if (!(key2 === "contacts" || key2 === "groups" || key2 === "conversations" || key2 === "messages")) {
                    const err15 = { instancePath: instancePath + "/data/" + i0 + "/counts", schemaPath: "counts.schema.json/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema219, data: data3 };
                    if (vErrors === null) {
                      vErrors = [err15];
                    } else {
                      vErrors.push(err15);
                    }
                    errors++;
                  }
                }
                if (data3.contacts !== void 0) {
                  let data4 = data3.contacts;
                  if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
                    const err16 = { instancePath: instancePath + "/data/" + i0 + "/counts/contacts", schemaPath: "counts.schema.json/properties/contacts/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema219.properties.contacts.type, parentSchema: schema219.properties.contacts, data: data4 };
                    if (vErrors === null) {
                      vErrors = [err16];
                    } else {
                      vErrors.push(err16);
                    }
                    errors++;
                  }
                  if (typeof data4 == "number" && isFinite(data4)) {
                    if (data4 < 0 || isNaN(data4)) {
                      const err17 = { instancePath: instancePath + "/data/" + i0 + "/counts/contacts", schemaPath: "counts.schema.json/properties/contacts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema219.properties.contacts, data: data4 };
                      if (vErrors === null) {
                        vErrors = [err17];
                      } else {
                        vErrors.push(err17);
                      }
                      errors++;
                    }
                  }
                }
                if (data3.groups !== void 0) {
                  let data5 = data3.groups;
                  if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
                    const err18 = { instancePath: instancePath + "/data/" + i0 + "/counts/groups", schemaPath: "counts.schema.json/properties/groups/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema219.properties.groups.type, parentSchema: schema219.properties.groups, data: data5 };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                  if (typeof data5 == "number" && isFinite(data5)) {
                    if (data5 < 0 || isNaN(data5)) {
                      const err19 = { instancePath: instancePath + "/data/" + i0 + "/counts/groups", schemaPath: "counts.schema.json/properties/groups/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema219.properties.groups, data: data5 };
                      if (vErrors === null) {
                        vErrors = [err19];
                      } else {
                        vErrors.push(err19);
                      }
                      errors++;
                    }
                  }
                }
                if (data3.conversations !== void 0) {
                  let data6 = data3.conversations;
                  if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
                    const err20 = { instancePath: instancePath + "/data/" + i0 + "/counts/conversations", schemaPath: "counts.schema.json/properties/conversations/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema219.properties.conversations.type, parentSchema: schema219.properties.conversations, data: data6 };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                  if (typeof data6 == "number" && isFinite(data6)) {
                    if (data6 < 0 || isNaN(data6)) {
                      const err21 = { instancePath: instancePath + "/data/" + i0 + "/counts/conversations", schemaPath: "counts.schema.json/properties/conversations/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema219.properties.conversations, data: data6 };
                      if (vErrors === null) {
                        vErrors = [err21];
                      } else {
                        vErrors.push(err21);
                      }
                      errors++;
                    }
                  }
                }
                if (data3.messages !== void 0) {
                  let data7 = data3.messages;
                  if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
                    const err22 = { instancePath: instancePath + "/data/" + i0 + "/counts/messages", schemaPath: "counts.schema.json/properties/messages/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema219.properties.messages.type, parentSchema: schema219.properties.messages, data: data7 };
                    if (vErrors === null) {
                      vErrors = [err22];
                    } else {
                      vErrors.push(err22);
                    }
                    errors++;
                  }
                  if (typeof data7 == "number" && isFinite(data7)) {
                    if (data7 < 0 || isNaN(data7)) {
                      const err23 = { instancePath: instancePath + "/data/" + i0 + "/counts/messages", schemaPath: "counts.schema.json/properties/messages/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema219.properties.messages, data: data7 };
                      if (vErrors === null) {
                        vErrors = [err23];
                      } else {
                        vErrors.push(err23);
                      }
                      errors++;
                    }
                  }
                }
              } else {
                const err24 = { instancePath: instancePath + "/data/" + i0 + "/counts", schemaPath: "counts.schema.json/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema219.type, parentSchema: schema219, data: data3 };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
            if (data1.created_at !== void 0) {
              let data8 = data1.created_at;
              if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
                const err25 = { instancePath: instancePath + "/data/" + i0 + "/created_at", schemaPath: "common.schema.json#/$defs/timestamp/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.type, parentSchema: schema40, data: data8 };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
              if (typeof data8 == "number" && isFinite(data8)) {
                if (data8 > 9007199254740991 || isNaN(data8)) {
                  const err26 = { instancePath: instancePath + "/data/" + i0 + "/created_at", schemaPath: "common.schema.json#/$defs/timestamp/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema40, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
                if (data8 < 0 || isNaN(data8)) {
                  const err27 = { instancePath: instancePath + "/data/" + i0 + "/created_at", schemaPath: "common.schema.json#/$defs/timestamp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
            }
            if (data1.last_used_at !== void 0) {
              let data9 = data1.last_used_at;
              if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9))) {
                const err28 = { instancePath: instancePath + "/data/" + i0 + "/last_used_at", schemaPath: "common.schema.json#/$defs/timestamp/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.type, parentSchema: schema40, data: data9 };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
              if (typeof data9 == "number" && isFinite(data9)) {
                if (data9 > 9007199254740991 || isNaN(data9)) {
                  const err29 = { instancePath: instancePath + "/data/" + i0 + "/last_used_at", schemaPath: "common.schema.json#/$defs/timestamp/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema40, data: data9 };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
                if (data9 < 0 || isNaN(data9)) {
                  const err30 = { instancePath: instancePath + "/data/" + i0 + "/last_used_at", schemaPath: "common.schema.json#/$defs/timestamp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40, data: data9 };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
              }
            }
            if (data1.lease !== void 0) {
              let data10 = data1.lease;
              if (typeof data10 !== "string" && data10 !== null) {
                const err31 = { instancePath: instancePath + "/data/" + i0 + "/lease", schemaPath: "#/properties/data/items/properties/lease/type", keyword: "type", params: { type: schema217.properties.data.items.properties.lease.type }, message: "must be string,null", schema: schema217.properties.data.items.properties.lease.type, parentSchema: schema217.properties.data.items.properties.lease, data: data10 };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
            if (data1.ends_at !== void 0) {
              let data11 = data1.ends_at;
              if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11)) && data11 !== null) {
                const err32 = { instancePath: instancePath + "/data/" + i0 + "/ends_at", schemaPath: "common.schema.json#/$defs/nullableTimestamp/type", keyword: "type", params: { type: schema39.type }, message: "must be integer,null", schema: schema39.type, parentSchema: schema39, data: data11 };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
              if (typeof data11 == "number" && isFinite(data11)) {
                if (data11 > 9007199254740991 || isNaN(data11)) {
                  const err33 = { instancePath: instancePath + "/data/" + i0 + "/ends_at", schemaPath: "common.schema.json#/$defs/nullableTimestamp/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema39, data: data11 };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
                if (data11 < 0 || isNaN(data11)) {
                  const err34 = { instancePath: instancePath + "/data/" + i0 + "/ends_at", schemaPath: "common.schema.json#/$defs/nullableTimestamp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema39, data: data11 };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err35 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema217.properties.data.items.type, parentSchema: schema217.properties.data.items, data: data1 };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
      } else {
        const err36 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema217.properties.data.type, parentSchema: schema217.properties.data, data: data0 };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
  } else {
    const err37 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema217.type, parentSchema: schema217, data };
    if (vErrors === null) {
      vErrors = [err37];
    } else {
      vErrors.push(err37);
    }
    errors++;
  }
  validate111.errors = vErrors;
  return errors === 0;
}
validate111.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var tenantDeleted = validate139;
var schema283 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "tenant-deleted.schema.json", "title": "TenantDeleted", "description": "The answer of DELETE /__tenants/{name}.", "type": "object", "required": ["name", "deleted"], "additionalProperties": false, "properties": { "name": { "$ref": "tenant-list.schema.json#/$defs/name" }, "deleted": { "const": true } } };
function validate139(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate139.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema283.required, parentSchema: schema283, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.deleted === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "deleted" }, message: "must have required property 'deleted'", schema: schema283.required, parentSchema: schema283, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "name" || key0 === "deleted")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema283, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data0 = data.name;
      if (typeof data0 === "string") {
        if (!pattern18.test(data0)) {
          const err3 = { instancePath: instancePath + "/name", schemaPath: "tenant-list.schema.json#/$defs/name/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9._-]{1,64}$" }, message: 'must match pattern "^[A-Za-z0-9._-]{1,64}$"', schema: "^[A-Za-z0-9._-]{1,64}$", parentSchema: schema218, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/name", schemaPath: "tenant-list.schema.json#/$defs/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema218.type, parentSchema: schema218, data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.deleted !== void 0) {
      let data1 = data.deleted;
      if (true !== data1) {
        const err5 = { instancePath: instancePath + "/deleted", schemaPath: "#/properties/deleted/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant", schema: true, parentSchema: schema283.properties.deleted, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema283.type, parentSchema: schema283, data };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate139.errors = vErrors;
  return errors === 0;
}
validate139.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var pact = validate95;
var schema193 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "pact.schema.json", "title": "Pact", "description": "A Pact file of the tenant's journal (GET /__pact): one interaction per /v1 request, oldest first, with matching rules for the values the server makes. Specification 4.0 unless 3 is asked for (`spec`): pact-js writes 4.0 since version 16.", "anyOf": [{ "$ref": "#/$defs/v4" }, { "$ref": "#/$defs/v3" }], "$defs": { "v4": { "title": "PactV4", "description": "A Pact file, specification 4.0 (GET /__pact, or spec=4): the interactions of the 3.0.0 file as `Synchronous/HTTP` interactions, each with a key, its bodies as `content` with their `contentType`, its headers as lists.", "type": "object", "required": ["consumer", "provider", "interactions", "metadata"], "additionalProperties": false, "properties": { "consumer": { "$ref": "#/$defs/pacticipant" }, "provider": { "$ref": "#/$defs/pacticipant" }, "interactions": { "type": "array", "maxItems": 1e3, "items": { "$ref": "#/$defs/v4Interaction" } }, "metadata": { "type": "object", "required": ["pactSpecification"], "additionalProperties": false, "properties": { "pactSpecification": { "type": "object", "required": ["version"], "additionalProperties": false, "properties": { "version": { "const": "4.0" } } } } } } }, "v3": { "title": "PactV3", "description": "A Pact file, specification 3.0.0 (GET /__pact?spec=3): one interaction per /v1 request, oldest first, with matching rules for the values the server makes.", "type": "object", "required": ["consumer", "provider", "interactions", "metadata"], "additionalProperties": false, "properties": { "consumer": { "$ref": "#/$defs/pacticipant" }, "provider": { "$ref": "#/$defs/pacticipant" }, "interactions": { "type": "array", "maxItems": 1e3, "items": { "$ref": "#/$defs/interaction" } }, "metadata": { "type": "object", "required": ["pactSpecification"], "additionalProperties": false, "properties": { "pactSpecification": { "type": "object", "required": ["version"], "additionalProperties": false, "properties": { "version": { "const": "3.0.0" } } } } } } }, "pacticipant": { "title": "Pacticipant", "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "minLength": 1 } } }, "interaction": { "title": "PactInteraction", "description": "One /v1 request of the journal and its answer.", "type": "object", "required": ["description", "providerStates", "request", "response"], "additionalProperties": false, "properties": { "description": { "type": "string", "description": "Method, path and query; a number in brackets when the same request was made more than once." }, "providerStates": { "$ref": "#/$defs/providerStates" }, "request": { "type": "object", "required": ["method", "path", "headers"], "additionalProperties": false, "properties": { "method": { "type": "string" }, "path": { "type": "string" }, "query": { "$ref": "#/$defs/requestQuery" }, "headers": { "$ref": "#/$defs/headers" }, "body": { "description": "The body as sent: a JSON object as JSON, any other body as its text. Absent when none was sent, or when it was over 64 KiB.", "anyOf": [{ "type": "object" }, { "type": "string" }] } } }, "response": { "type": "object", "required": ["status", "headers"], "additionalProperties": false, "properties": { "status": { "type": "integer" }, "headers": { "$ref": "#/$defs/headers" }, "body": { "type": "object", "description": "The answer's JSON. Absent when there was none, or when it was over 64 KiB." }, "matchingRules": { "$ref": "#/$defs/matchingRules" } } } } }, "v4Interaction": { "title": "PactV4Interaction", "description": "One /v1 request of the journal and its answer, as a V4 Synchronous/HTTP interaction.", "type": "object", "required": ["type", "key", "description", "providerStates", "request", "response"], "additionalProperties": false, "properties": { "type": { "const": "Synchronous/HTTP" }, "key": { "type": "string", "pattern": "^[0-9a-f]{16}$", "description": "Unique in the file: the first 16 hex digits of the SHA-256 of the rest of the interaction, so the same recorded run gives the same keys." }, "description": { "type": "string", "description": "Method, path and query; a number in brackets when the same request was made more than once." }, "providerStates": { "$ref": "#/$defs/providerStates" }, "request": { "type": "object", "required": ["method", "path", "headers"], "additionalProperties": false, "properties": { "method": { "type": "string" }, "path": { "type": "string" }, "query": { "$ref": "#/$defs/requestQuery" }, "headers": { "$ref": "#/$defs/headerLists" }, "body": { "$ref": "#/$defs/body" } } }, "response": { "type": "object", "required": ["status", "headers"], "additionalProperties": false, "properties": { "status": { "type": "integer" }, "headers": { "$ref": "#/$defs/headerLists" }, "body": { "$ref": "#/$defs/body" }, "matchingRules": { "$ref": "#/$defs/matchingRules" } } } } }, "providerStates": { "title": "PactProviderStates", "description": "The state the provider must be in: the fixture the tenant was loaded from, and the seed and clock it was served with.", "type": "array", "items": { "type": "object", "required": ["name", "params"], "additionalProperties": false, "properties": { "name": { "type": "string", "description": "The fixture the tenant was loaded from, e.g. `fixture default.json`." }, "params": { "type": "object", "required": ["fixture"], "additionalProperties": false, "properties": { "fixture": { "type": "string" }, "seed": { "type": "integer", "minimum": 0 }, "clock": { "type": "integer", "minimum": 0 } } } } } }, "headers": { "title": "PactHeaders", "type": "object", "additionalProperties": { "type": "string" }, "description": "Each header with its value (Pact 3 form)." }, "headerLists": { "title": "PactV4Headers", "description": "Each header with its values (Pact 4 form): the one value the header had, in a list.", "type": "object", "additionalProperties": { "type": "array", "items": { "type": "string" } } }, "body": { "title": "PactV4Body", "description": "A body in Pact 4 form: its content (a JSON object as JSON, any other body as its text), its media type, not encoded. A request's is absent when none was sent, an answer's when it was not a JSON object; either when it was over 64 KiB.", "type": "object", "required": ["content", "encoded"], "additionalProperties": false, "properties": { "content": { "anyOf": [{ "type": "object" }, { "type": "string" }] }, "contentType": { "type": "string", "description": "The media type of the Content-Type header sent with the body, e.g. `application/json`; absent when none was sent." }, "encoded": { "const": false } } }, "matchingRules": { "title": "PactMatchingRules", "type": "object", "additionalProperties": false, "properties": { "body": { "type": "object", "description": "Rules by JSONPath into the body (`$.id`, `$.data`).", "additionalProperties": { "$ref": "#/$defs/ruleList" } } } }, "ruleList": { "title": "PactRuleList", "type": "object", "required": ["matchers", "combine"], "additionalProperties": false, "properties": { "matchers": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/matcher" } }, "combine": { "enum": ["AND", "OR"], "description": "AND: every matcher must match; OR: one is enough." } } }, "matcher": { "title": "PactMatcher", "description": "regex: the value matches `regex`; type: the value has the example's type (a list: at least `min` items, each like the first); integer: any integer; null: null; values: an object whose values are like the example's, whatever its keys.", "type": "object", "required": ["match"], "additionalProperties": false, "properties": { "match": { "enum": ["regex", "type", "integer", "null", "values"] }, "regex": { "type": "string" }, "min": { "type": "integer", "minimum": 0 } } }, "requestQuery": { "title": "PactRequestQuery", "description": "Each query parameter with its values in order (the form of Pact 3 and 4).", "type": "object", "additionalProperties": { "type": "array", "items": { "type": "string" } } }, "query": { "title": "PactQuery", "description": "Query of GET /__pact: the names the file gives the consumer and the provider, and the specification it follows.", "type": "object", "required": ["consumer", "provider"], "additionalProperties": false, "properties": { "consumer": { "type": "string", "minLength": 1, "maxLength": 200, "description": "The consumer's name in the file (consumer.name): the client whose requests the journal holds, such as web-app." }, "provider": { "type": "string", "minLength": 1, "maxLength": 200, "description": "The provider's name in the file (provider.name), such as messaging-api." }, "spec": { "type": "integer", "enum": [3, 4], "default": 4, "description": "4: Pact specification 4.0 (what pact-js writes since version 16); 3: 3.0.0." } } } } };
var schema194 = { "title": "PactV4", "description": "A Pact file, specification 4.0 (GET /__pact, or spec=4): the interactions of the 3.0.0 file as `Synchronous/HTTP` interactions, each with a key, its bodies as `content` with their `contentType`, its headers as lists.", "type": "object", "required": ["consumer", "provider", "interactions", "metadata"], "additionalProperties": false, "properties": { "consumer": { "$ref": "#/$defs/pacticipant" }, "provider": { "$ref": "#/$defs/pacticipant" }, "interactions": { "type": "array", "maxItems": 1e3, "items": { "$ref": "#/$defs/v4Interaction" } }, "metadata": { "type": "object", "required": ["pactSpecification"], "additionalProperties": false, "properties": { "pactSpecification": { "type": "object", "required": ["version"], "additionalProperties": false, "properties": { "version": { "const": "4.0" } } } } } } };
var schema195 = { "title": "Pacticipant", "type": "object", "required": ["name"], "additionalProperties": false, "properties": { "name": { "type": "string", "minLength": 1 } } };
var schema197 = { "title": "PactV4Interaction", "description": "One /v1 request of the journal and its answer, as a V4 Synchronous/HTTP interaction.", "type": "object", "required": ["type", "key", "description", "providerStates", "request", "response"], "additionalProperties": false, "properties": { "type": { "const": "Synchronous/HTTP" }, "key": { "type": "string", "pattern": "^[0-9a-f]{16}$", "description": "Unique in the file: the first 16 hex digits of the SHA-256 of the rest of the interaction, so the same recorded run gives the same keys." }, "description": { "type": "string", "description": "Method, path and query; a number in brackets when the same request was made more than once." }, "providerStates": { "$ref": "#/$defs/providerStates" }, "request": { "type": "object", "required": ["method", "path", "headers"], "additionalProperties": false, "properties": { "method": { "type": "string" }, "path": { "type": "string" }, "query": { "$ref": "#/$defs/requestQuery" }, "headers": { "$ref": "#/$defs/headerLists" }, "body": { "$ref": "#/$defs/body" } } }, "response": { "type": "object", "required": ["status", "headers"], "additionalProperties": false, "properties": { "status": { "type": "integer" }, "headers": { "$ref": "#/$defs/headerLists" }, "body": { "$ref": "#/$defs/body" }, "matchingRules": { "$ref": "#/$defs/matchingRules" } } } } };
var schema198 = { "title": "PactProviderStates", "description": "The state the provider must be in: the fixture the tenant was loaded from, and the seed and clock it was served with.", "type": "array", "items": { "type": "object", "required": ["name", "params"], "additionalProperties": false, "properties": { "name": { "type": "string", "description": "The fixture the tenant was loaded from, e.g. `fixture default.json`." }, "params": { "type": "object", "required": ["fixture"], "additionalProperties": false, "properties": { "fixture": { "type": "string" }, "seed": { "type": "integer", "minimum": 0 }, "clock": { "type": "integer", "minimum": 0 } } } } } };
var schema199 = { "title": "PactRequestQuery", "description": "Each query parameter with its values in order (the form of Pact 3 and 4).", "type": "object", "additionalProperties": { "type": "array", "items": { "type": "string" } } };
var schema200 = { "title": "PactV4Headers", "description": "Each header with its values (Pact 4 form): the one value the header had, in a list.", "type": "object", "additionalProperties": { "type": "array", "items": { "type": "string" } } };
var schema201 = { "title": "PactV4Body", "description": "A body in Pact 4 form: its content (a JSON object as JSON, any other body as its text), its media type, not encoded. A request's is absent when none was sent, an answer's when it was not a JSON object; either when it was over 64 KiB.", "type": "object", "required": ["content", "encoded"], "additionalProperties": false, "properties": { "content": { "anyOf": [{ "type": "object" }, { "type": "string" }] }, "contentType": { "type": "string", "description": "The media type of the Content-Type header sent with the body, e.g. `application/json`; absent when none was sent." }, "encoded": { "const": false } } };
var pattern17 = new RegExp("^[0-9a-f]{16}$", "u");
var schema204 = { "title": "PactMatchingRules", "type": "object", "additionalProperties": false, "properties": { "body": { "type": "object", "description": "Rules by JSONPath into the body (`$.id`, `$.data`).", "additionalProperties": { "$ref": "#/$defs/ruleList" } } } };
var schema205 = { "title": "PactRuleList", "type": "object", "required": ["matchers", "combine"], "additionalProperties": false, "properties": { "matchers": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/matcher" } }, "combine": { "enum": ["AND", "OR"], "description": "AND: every matcher must match; OR: one is enough." } } };
var schema206 = { "title": "PactMatcher", "description": "regex: the value matches `regex`; type: the value has the example's type (a list: at least `min` items, each like the first); integer: any integer; null: null; values: an object whose values are like the example's, whatever its keys.", "type": "object", "required": ["match"], "additionalProperties": false, "properties": { "match": { "enum": ["regex", "type", "integer", "null", "values"] }, "regex": { "type": "string" }, "min": { "type": "integer", "minimum": 0 } } };
function validate99(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate99.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.matchers === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "matchers" }, message: "must have required property 'matchers'", schema: schema205.required, parentSchema: schema205, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.combine === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "combine" }, message: "must have required property 'combine'", schema: schema205.required, parentSchema: schema205, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "matchers" || key0 === "combine")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema205, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.matchers !== void 0) {
      let data0 = data.matchers;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err3 = { instancePath: instancePath + "/matchers", schemaPath: "#/properties/matchers/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema205.properties.matchers, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.match === void 0) {
              const err4 = { instancePath: instancePath + "/matchers/" + i0, schemaPath: "#/$defs/matcher/required", keyword: "required", params: { missingProperty: "match" }, message: "must have required property 'match'", schema: schema206.required, parentSchema: schema206, data: data1 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            for (const key1 in data1) {
              if (!(key1 === "match" || key1 === "regex" || key1 === "min")) {
                const err5 = { instancePath: instancePath + "/matchers/" + i0, schemaPath: "#/$defs/matcher/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema206, data: data1 };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
            }
            if (data1.match !== void 0) {
              let data2 = data1.match;
              if (!(data2 === "regex" || data2 === "type" || data2 === "integer" || data2 === "null" || data2 === "values")) {
                const err6 = { instancePath: instancePath + "/matchers/" + i0 + "/match", schemaPath: "#/$defs/matcher/properties/match/enum", keyword: "enum", params: { allowedValues: schema206.properties.match.enum }, message: "must be equal to one of the allowed values", schema: schema206.properties.match.enum, parentSchema: schema206.properties.match, data: data2 };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            if (data1.regex !== void 0) {
              let data3 = data1.regex;
              if (typeof data3 !== "string") {
                const err7 = { instancePath: instancePath + "/matchers/" + i0 + "/regex", schemaPath: "#/$defs/matcher/properties/regex/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema206.properties.regex.type, parentSchema: schema206.properties.regex, data: data3 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            if (data1.min !== void 0) {
              let data4 = data1.min;
              if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
                const err8 = { instancePath: instancePath + "/matchers/" + i0 + "/min", schemaPath: "#/$defs/matcher/properties/min/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema206.properties.min.type, parentSchema: schema206.properties.min, data: data4 };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
              if (typeof data4 == "number" && isFinite(data4)) {
                if (data4 < 0 || isNaN(data4)) {
                  const err9 = { instancePath: instancePath + "/matchers/" + i0 + "/min", schemaPath: "#/$defs/matcher/properties/min/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema206.properties.min, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err10 = { instancePath: instancePath + "/matchers/" + i0, schemaPath: "#/$defs/matcher/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema206.type, parentSchema: schema206, data: data1 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/matchers", schemaPath: "#/properties/matchers/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema205.properties.matchers.type, parentSchema: schema205.properties.matchers, data: data0 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.combine !== void 0) {
      let data5 = data.combine;
      if (!(data5 === "AND" || data5 === "OR")) {
        const err12 = { instancePath: instancePath + "/combine", schemaPath: "#/properties/combine/enum", keyword: "enum", params: { allowedValues: schema205.properties.combine.enum }, message: "must be equal to one of the allowed values", schema: schema205.properties.combine.enum, parentSchema: schema205.properties.combine, data: data5 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema205.type, parentSchema: schema205, data };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate99.errors = vErrors;
  return errors === 0;
}
validate99.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate98(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate98.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "body")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema204, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.body !== void 0) {
      let data0 = data.body;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        for (const key1 in data0) {
          if (!validate99(data0[key1], { instancePath: instancePath + "/body/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data0, parentDataProperty: key1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err1 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema204.properties.body.type, parentSchema: schema204.properties.body, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema204.type, parentSchema: schema204, data };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate98.errors = vErrors;
  return errors === 0;
}
validate98.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate97(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate97.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema197.required, parentSchema: schema197, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.key === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'", schema: schema197.required, parentSchema: schema197, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.description === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property 'description'", schema: schema197.required, parentSchema: schema197, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.providerStates === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "providerStates" }, message: "must have required property 'providerStates'", schema: schema197.required, parentSchema: schema197, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.request === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "request" }, message: "must have required property 'request'", schema: schema197.required, parentSchema: schema197, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.response === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "response" }, message: "must have required property 'response'", schema: schema197.required, parentSchema: schema197, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "type" || key0 === "key" || key0 === "description" || key0 === "providerStates" || key0 === "request" || key0 === "response")) {
        const err6 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema197, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.type !== void 0) {
      let data0 = data.type;
      if ("Synchronous/HTTP" !== data0) {
        const err7 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "Synchronous/HTTP" }, message: "must be equal to constant", schema: "Synchronous/HTTP", parentSchema: schema197.properties.type, data: data0 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.key !== void 0) {
      let data1 = data.key;
      if (typeof data1 === "string") {
        if (!pattern17.test(data1)) {
          const err8 = { instancePath: instancePath + "/key", schemaPath: "#/properties/key/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{16}$" }, message: 'must match pattern "^[0-9a-f]{16}$"', schema: "^[0-9a-f]{16}$", parentSchema: schema197.properties.key, data: data1 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = { instancePath: instancePath + "/key", schemaPath: "#/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema197.properties.key.type, parentSchema: schema197.properties.key, data: data1 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data2 = data.description;
      if (typeof data2 !== "string") {
        const err10 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema197.properties.description.type, parentSchema: schema197.properties.description, data: data2 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.providerStates !== void 0) {
      let data3 = data.providerStates;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
            if (data4.name === void 0) {
              const err11 = { instancePath: instancePath + "/providerStates/" + i0, schemaPath: "#/$defs/providerStates/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema198.items.required, parentSchema: schema198.items, data: data4 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            if (data4.params === void 0) {
              const err12 = { instancePath: instancePath + "/providerStates/" + i0, schemaPath: "#/$defs/providerStates/items/required", keyword: "required", params: { missingProperty: "params" }, message: "must have required property 'params'", schema: schema198.items.required, parentSchema: schema198.items, data: data4 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            for (const key1 in data4) {
              if (!(key1 === "name" || key1 === "params")) {
                const err13 = { instancePath: instancePath + "/providerStates/" + i0, schemaPath: "#/$defs/providerStates/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema198.items, data: data4 };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data4.name !== void 0) {
              let data5 = data4.name;
              if (typeof data5 !== "string") {
                const err14 = { instancePath: instancePath + "/providerStates/" + i0 + "/name", schemaPath: "#/$defs/providerStates/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema198.items.properties.name.type, parentSchema: schema198.items.properties.name, data: data5 };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            if (data4.params !== void 0) {
              let data6 = data4.params;
              if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                if (data6.fixture === void 0) {
                  const err15 = { instancePath: instancePath + "/providerStates/" + i0 + "/params", schemaPath: "#/$defs/providerStates/items/properties/params/required", keyword: "required", params: { missingProperty: "fixture" }, message: "must have required property 'fixture'", schema: schema198.items.properties.params.required, parentSchema: schema198.items.properties.params, data: data6 };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
                for (const key2 in data6) {
                  if (!(key2 === "fixture" || key2 === "seed" || key2 === "clock")) {
                    const err16 = { instancePath: instancePath + "/providerStates/" + i0 + "/params", schemaPath: "#/$defs/providerStates/items/properties/params/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema198.items.properties.params, data: data6 };
                    if (vErrors === null) {
                      vErrors = [err16];
                    } else {
                      vErrors.push(err16);
                    }
                    errors++;
                  }
                }
                if (data6.fixture !== void 0) {
                  let data7 = data6.fixture;
                  if (typeof data7 !== "string") {
                    const err17 = { instancePath: instancePath + "/providerStates/" + i0 + "/params/fixture", schemaPath: "#/$defs/providerStates/items/properties/params/properties/fixture/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema198.items.properties.params.properties.fixture.type, parentSchema: schema198.items.properties.params.properties.fixture, data: data7 };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                }
                if (data6.seed !== void 0) {
                  let data8 = data6.seed;
                  if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
                    const err18 = { instancePath: instancePath + "/providerStates/" + i0 + "/params/seed", schemaPath: "#/$defs/providerStates/items/properties/params/properties/seed/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema198.items.properties.params.properties.seed.type, parentSchema: schema198.items.properties.params.properties.seed, data: data8 };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                  if (typeof data8 == "number" && isFinite(data8)) {
                    if (data8 < 0 || isNaN(data8)) {
                      const err19 = { instancePath: instancePath + "/providerStates/" + i0 + "/params/seed", schemaPath: "#/$defs/providerStates/items/properties/params/properties/seed/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema198.items.properties.params.properties.seed, data: data8 };
                      if (vErrors === null) {
                        vErrors = [err19];
                      } else {
                        vErrors.push(err19);
                      }
                      errors++;
                    }
                  }
                }
                if (data6.clock !== void 0) {
                  let data9 = data6.clock;
                  if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9))) {
                    const err20 = { instancePath: instancePath + "/providerStates/" + i0 + "/params/clock", schemaPath: "#/$defs/providerStates/items/properties/params/properties/clock/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema198.items.properties.params.properties.clock.type, parentSchema: schema198.items.properties.params.properties.clock, data: data9 };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                  if (typeof data9 == "number" && isFinite(data9)) {
                    if (data9 < 0 || isNaN(data9)) {
                      const err21 = { instancePath: instancePath + "/providerStates/" + i0 + "/params/clock", schemaPath: "#/$defs/providerStates/items/properties/params/properties/clock/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema198.items.properties.params.properties.clock, data: data9 };
                      if (vErrors === null) {
                        vErrors = [err21];
                      } else {
                        vErrors.push(err21);
                      }
                      errors++;
                    }
                  }
                }
              } else {
                const err22 = { instancePath: instancePath + "/providerStates/" + i0 + "/params", schemaPath: "#/$defs/providerStates/items/properties/params/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema198.items.properties.params.type, parentSchema: schema198.items.properties.params, data: data6 };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
          } else {
            const err23 = { instancePath: instancePath + "/providerStates/" + i0, schemaPath: "#/$defs/providerStates/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema198.items.type, parentSchema: schema198.items, data: data4 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
      } else {
        const err24 = { instancePath: instancePath + "/providerStates", schemaPath: "#/$defs/providerStates/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema198.type, parentSchema: schema198, data: data3 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.request !== void 0) {
      let data10 = data.request;
      if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
        if (data10.method === void 0) {
          const err25 = { instancePath: instancePath + "/request", schemaPath: "#/properties/request/required", keyword: "required", params: { missingProperty: "method" }, message: "must have required property 'method'", schema: schema197.properties.request.required, parentSchema: schema197.properties.request, data: data10 };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (data10.path === void 0) {
          const err26 = { instancePath: instancePath + "/request", schemaPath: "#/properties/request/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema197.properties.request.required, parentSchema: schema197.properties.request, data: data10 };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (data10.headers === void 0) {
          const err27 = { instancePath: instancePath + "/request", schemaPath: "#/properties/request/required", keyword: "required", params: { missingProperty: "headers" }, message: "must have required property 'headers'", schema: schema197.properties.request.required, parentSchema: schema197.properties.request, data: data10 };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        for (const key3 in data10) {
          if (!(key3 === "method" || key3 === "path" || key3 === "query" || key3 === "headers" || key3 === "body")) {
            const err28 = { instancePath: instancePath + "/request", schemaPath: "#/properties/request/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema197.properties.request, data: data10 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data10.method !== void 0) {
          let data11 = data10.method;
          if (typeof data11 !== "string") {
            const err29 = { instancePath: instancePath + "/request/method", schemaPath: "#/properties/request/properties/method/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema197.properties.request.properties.method.type, parentSchema: schema197.properties.request.properties.method, data: data11 };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data10.path !== void 0) {
          let data12 = data10.path;
          if (typeof data12 !== "string") {
            const err30 = { instancePath: instancePath + "/request/path", schemaPath: "#/properties/request/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema197.properties.request.properties.path.type, parentSchema: schema197.properties.request.properties.path, data: data12 };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data10.query !== void 0) {
          let data13 = data10.query;
          if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
            for (const key4 in data13) {
              let data14 = data13[key4];
              if (Array.isArray(data14)) {
                const len1 = data14.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let data15 = data14[i1];
                  if (typeof data15 !== "string") {
                    const err31 = { instancePath: instancePath + "/request/query/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i1, schemaPath: "#/$defs/requestQuery/additionalProperties/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema199.additionalProperties.items.type, parentSchema: schema199.additionalProperties.items, data: data15 };
                    if (vErrors === null) {
                      vErrors = [err31];
                    } else {
                      vErrors.push(err31);
                    }
                    errors++;
                  }
                }
              } else {
                const err32 = { instancePath: instancePath + "/request/query/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/requestQuery/additionalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema199.additionalProperties.type, parentSchema: schema199.additionalProperties, data: data14 };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            }
          } else {
            const err33 = { instancePath: instancePath + "/request/query", schemaPath: "#/$defs/requestQuery/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema199.type, parentSchema: schema199, data: data13 };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data10.headers !== void 0) {
          let data16 = data10.headers;
          if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
            for (const key5 in data16) {
              let data17 = data16[key5];
              if (Array.isArray(data17)) {
                const len2 = data17.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  let data18 = data17[i2];
                  if (typeof data18 !== "string") {
                    const err34 = { instancePath: instancePath + "/request/headers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i2, schemaPath: "#/$defs/headerLists/additionalProperties/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema200.additionalProperties.items.type, parentSchema: schema200.additionalProperties.items, data: data18 };
                    if (vErrors === null) {
                      vErrors = [err34];
                    } else {
                      vErrors.push(err34);
                    }
                    errors++;
                  }
                }
              } else {
                const err35 = { instancePath: instancePath + "/request/headers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/headerLists/additionalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema200.additionalProperties.type, parentSchema: schema200.additionalProperties, data: data17 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
          } else {
            const err36 = { instancePath: instancePath + "/request/headers", schemaPath: "#/$defs/headerLists/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema200.type, parentSchema: schema200, data: data16 };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
        if (data10.body !== void 0) {
          let data19 = data10.body;
          if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
            if (data19.content === void 0) {
              const err37 = { instancePath: instancePath + "/request/body", schemaPath: "#/$defs/body/required", keyword: "required", params: { missingProperty: "content" }, message: "must have required property 'content'", schema: schema201.required, parentSchema: schema201, data: data19 };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
            if (data19.encoded === void 0) {
              const err38 = { instancePath: instancePath + "/request/body", schemaPath: "#/$defs/body/required", keyword: "required", params: { missingProperty: "encoded" }, message: "must have required property 'encoded'", schema: schema201.required, parentSchema: schema201, data: data19 };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
            for (const key6 in data19) {
              if (!(key6 === "content" || key6 === "contentType" || key6 === "encoded")) {
                const err39 = { instancePath: instancePath + "/request/body", schemaPath: "#/$defs/body/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema201, data: data19 };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
            if (data19.content !== void 0) {
              let data20 = data19.content;
              const _errs52 = errors;
              let valid17 = false;
              const _errs53 = errors;
              if (!(data20 && typeof data20 == "object" && !Array.isArray(data20))) {
                const err40 = { instancePath: instancePath + "/request/body/content", schemaPath: "#/$defs/body/properties/content/anyOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema201.properties.content.anyOf[0].type, parentSchema: schema201.properties.content.anyOf[0], data: data20 };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
              var _valid0 = _errs53 === errors;
              valid17 = valid17 || _valid0;
              const _errs55 = errors;
              if (typeof data20 !== "string") {
                const err41 = { instancePath: instancePath + "/request/body/content", schemaPath: "#/$defs/body/properties/content/anyOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema201.properties.content.anyOf[1].type, parentSchema: schema201.properties.content.anyOf[1], data: data20 };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
              var _valid0 = _errs55 === errors;
              valid17 = valid17 || _valid0;
              if (!valid17) {
                const err42 = { instancePath: instancePath + "/request/body/content", schemaPath: "#/$defs/body/properties/content/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema201.properties.content.anyOf, parentSchema: schema201.properties.content, data: data20 };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              } else {
                errors = _errs52;
                if (vErrors !== null) {
                  if (_errs52) {
                    vErrors.length = _errs52;
                  } else {
                    vErrors = null;
                  }
                }
              }
            }
            if (data19.contentType !== void 0) {
              let data21 = data19.contentType;
              if (typeof data21 !== "string") {
                const err43 = { instancePath: instancePath + "/request/body/contentType", schemaPath: "#/$defs/body/properties/contentType/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema201.properties.contentType.type, parentSchema: schema201.properties.contentType, data: data21 };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
            }
            if (data19.encoded !== void 0) {
              let data22 = data19.encoded;
              if (false !== data22) {
                const err44 = { instancePath: instancePath + "/request/body/encoded", schemaPath: "#/$defs/body/properties/encoded/const", keyword: "const", params: { allowedValue: false }, message: "must be equal to constant", schema: false, parentSchema: schema201.properties.encoded, data: data22 };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            }
          } else {
            const err45 = { instancePath: instancePath + "/request/body", schemaPath: "#/$defs/body/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema201.type, parentSchema: schema201, data: data19 };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
      } else {
        const err46 = { instancePath: instancePath + "/request", schemaPath: "#/properties/request/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema197.properties.request.type, parentSchema: schema197.properties.request, data: data10 };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.response !== void 0) {
      let data23 = data.response;
      if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
        if (data23.status === void 0) {
          const err47 = { instancePath: instancePath + "/response", schemaPath: "#/properties/response/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema197.properties.response.required, parentSchema: schema197.properties.response, data: data23 };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
        if (data23.headers === void 0) {
          const err48 = { instancePath: instancePath + "/response", schemaPath: "#/properties/response/required", keyword: "required", params: { missingProperty: "headers" }, message: "must have required property 'headers'", schema: schema197.properties.response.required, parentSchema: schema197.properties.response, data: data23 };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
        for (const key7 in data23) {
          if (!(key7 === "status" || key7 === "headers" || key7 === "body" || key7 === "matchingRules")) {
            const err49 = { instancePath: instancePath + "/response", schemaPath: "#/properties/response/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties", schema: false, parentSchema: schema197.properties.response, data: data23 };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
        if (data23.status !== void 0) {
          let data24 = data23.status;
          if (!(typeof data24 == "number" && (!(data24 % 1) && !isNaN(data24)) && isFinite(data24))) {
            const err50 = { instancePath: instancePath + "/response/status", schemaPath: "#/properties/response/properties/status/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema197.properties.response.properties.status.type, parentSchema: schema197.properties.response.properties.status, data: data24 };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
        if (data23.headers !== void 0) {
          let data25 = data23.headers;
          if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
            for (const key8 in data25) {
              let data26 = data25[key8];
              if (Array.isArray(data26)) {
                const len3 = data26.length;
                for (let i3 = 0; i3 < len3; i3++) {
                  let data27 = data26[i3];
                  if (typeof data27 !== "string") {
                    const err51 = { instancePath: instancePath + "/response/headers/" + key8.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i3, schemaPath: "#/$defs/headerLists/additionalProperties/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema200.additionalProperties.items.type, parentSchema: schema200.additionalProperties.items, data: data27 };
                    if (vErrors === null) {
                      vErrors = [err51];
                    } else {
                      vErrors.push(err51);
                    }
                    errors++;
                  }
                }
              } else {
                const err52 = { instancePath: instancePath + "/response/headers/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/headerLists/additionalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema200.additionalProperties.type, parentSchema: schema200.additionalProperties, data: data26 };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
          } else {
            const err53 = { instancePath: instancePath + "/response/headers", schemaPath: "#/$defs/headerLists/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema200.type, parentSchema: schema200, data: data25 };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
        }
        if (data23.body !== void 0) {
          let data28 = data23.body;
          if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
            if (data28.content === void 0) {
              const err54 = { instancePath: instancePath + "/response/body", schemaPath: "#/$defs/body/required", keyword: "required", params: { missingProperty: "content" }, message: "must have required property 'content'", schema: schema201.required, parentSchema: schema201, data: data28 };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
            if (data28.encoded === void 0) {
              const err55 = { instancePath: instancePath + "/response/body", schemaPath: "#/$defs/body/required", keyword: "required", params: { missingProperty: "encoded" }, message: "must have required property 'encoded'", schema: schema201.required, parentSchema: schema201, data: data28 };
              if (vErrors === null) {
                vErrors = [err55];
              } else {
                vErrors.push(err55);
              }
              errors++;
            }
            for (const key9 in data28) {
              if (!(key9 === "content" || key9 === "contentType" || key9 === "encoded")) {
                const err56 = { instancePath: instancePath + "/response/body", schemaPath: "#/$defs/body/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties", schema: false, parentSchema: schema201, data: data28 };
                if (vErrors === null) {
                  vErrors = [err56];
                } else {
                  vErrors.push(err56);
                }
                errors++;
              }
            }
            if (data28.content !== void 0) {
              let data29 = data28.content;
              const _errs78 = errors;
              let valid25 = false;
              const _errs79 = errors;
              if (!(data29 && typeof data29 == "object" && !Array.isArray(data29))) {
                const err57 = { instancePath: instancePath + "/response/body/content", schemaPath: "#/$defs/body/properties/content/anyOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema201.properties.content.anyOf[0].type, parentSchema: schema201.properties.content.anyOf[0], data: data29 };
                if (vErrors === null) {
                  vErrors = [err57];
                } else {
                  vErrors.push(err57);
                }
                errors++;
              }
              var _valid1 = _errs79 === errors;
              valid25 = valid25 || _valid1;
              const _errs81 = errors;
              if (typeof data29 !== "string") {
                const err58 = { instancePath: instancePath + "/response/body/content", schemaPath: "#/$defs/body/properties/content/anyOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema201.properties.content.anyOf[1].type, parentSchema: schema201.properties.content.anyOf[1], data: data29 };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
              var _valid1 = _errs81 === errors;
              valid25 = valid25 || _valid1;
              if (!valid25) {
                const err59 = { instancePath: instancePath + "/response/body/content", schemaPath: "#/$defs/body/properties/content/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema201.properties.content.anyOf, parentSchema: schema201.properties.content, data: data29 };
                if (vErrors === null) {
                  vErrors = [err59];
                } else {
                  vErrors.push(err59);
                }
                errors++;
              } else {
                errors = _errs78;
                if (vErrors !== null) {
                  if (_errs78) {
                    vErrors.length = _errs78;
                  } else {
                    vErrors = null;
                  }
                }
              }
            }
            if (data28.contentType !== void 0) {
              let data30 = data28.contentType;
              if (typeof data30 !== "string") {
                const err60 = { instancePath: instancePath + "/response/body/contentType", schemaPath: "#/$defs/body/properties/contentType/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema201.properties.contentType.type, parentSchema: schema201.properties.contentType, data: data30 };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
            }
            if (data28.encoded !== void 0) {
              let data31 = data28.encoded;
              if (false !== data31) {
                const err61 = { instancePath: instancePath + "/response/body/encoded", schemaPath: "#/$defs/body/properties/encoded/const", keyword: "const", params: { allowedValue: false }, message: "must be equal to constant", schema: false, parentSchema: schema201.properties.encoded, data: data31 };
                if (vErrors === null) {
                  vErrors = [err61];
                } else {
                  vErrors.push(err61);
                }
                errors++;
              }
            }
          } else {
            const err62 = { instancePath: instancePath + "/response/body", schemaPath: "#/$defs/body/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema201.type, parentSchema: schema201, data: data28 };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
        }
        if (data23.matchingRules !== void 0) {
          if (!validate98(data23.matchingRules, { instancePath: instancePath + "/response/matchingRules", parentData: data23, parentDataProperty: "matchingRules", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err63 = { instancePath: instancePath + "/response", schemaPath: "#/properties/response/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema197.properties.response.type, parentSchema: schema197.properties.response, data: data23 };
        if (vErrors === null) {
          vErrors = [err63];
        } else {
          vErrors.push(err63);
        }
        errors++;
      }
    }
  } else {
    const err64 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema197.type, parentSchema: schema197, data };
    if (vErrors === null) {
      vErrors = [err64];
    } else {
      vErrors.push(err64);
    }
    errors++;
  }
  validate97.errors = vErrors;
  return errors === 0;
}
validate97.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate96(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate96.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.consumer === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "consumer" }, message: "must have required property 'consumer'", schema: schema194.required, parentSchema: schema194, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.provider === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider" }, message: "must have required property 'provider'", schema: schema194.required, parentSchema: schema194, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.interactions === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "interactions" }, message: "must have required property 'interactions'", schema: schema194.required, parentSchema: schema194, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.metadata === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "metadata" }, message: "must have required property 'metadata'", schema: schema194.required, parentSchema: schema194, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "consumer" || key0 === "provider" || key0 === "interactions" || key0 === "metadata")) {
        const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema194, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.consumer !== void 0) {
      let data0 = data.consumer;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        if (data0.name === void 0) {
          const err5 = { instancePath: instancePath + "/consumer", schemaPath: "#/$defs/pacticipant/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema195.required, parentSchema: schema195, data: data0 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        for (const key1 in data0) {
          if (!(key1 === "name")) {
            const err6 = { instancePath: instancePath + "/consumer", schemaPath: "#/$defs/pacticipant/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema195, data: data0 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data0.name !== void 0) {
          let data1 = data0.name;
          if (typeof data1 === "string") {
            if (func2(data1) < 1) {
              const err7 = { instancePath: instancePath + "/consumer/name", schemaPath: "#/$defs/pacticipant/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema195.properties.name, data: data1 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          } else {
            const err8 = { instancePath: instancePath + "/consumer/name", schemaPath: "#/$defs/pacticipant/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema195.properties.name.type, parentSchema: schema195.properties.name, data: data1 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/consumer", schemaPath: "#/$defs/pacticipant/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema195.type, parentSchema: schema195, data: data0 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.provider !== void 0) {
      let data2 = data.provider;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.name === void 0) {
          const err10 = { instancePath: instancePath + "/provider", schemaPath: "#/$defs/pacticipant/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema195.required, parentSchema: schema195, data: data2 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        for (const key2 in data2) {
          if (!(key2 === "name")) {
            const err11 = { instancePath: instancePath + "/provider", schemaPath: "#/$defs/pacticipant/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema195, data: data2 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data2.name !== void 0) {
          let data3 = data2.name;
          if (typeof data3 === "string") {
            if (func2(data3) < 1) {
              const err12 = { instancePath: instancePath + "/provider/name", schemaPath: "#/$defs/pacticipant/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema195.properties.name, data: data3 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = { instancePath: instancePath + "/provider/name", schemaPath: "#/$defs/pacticipant/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema195.properties.name.type, parentSchema: schema195.properties.name, data: data3 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/provider", schemaPath: "#/$defs/pacticipant/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema195.type, parentSchema: schema195, data: data2 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.interactions !== void 0) {
      let data4 = data.interactions;
      if (Array.isArray(data4)) {
        if (data4.length > 1e3) {
          const err15 = { instancePath: instancePath + "/interactions", schemaPath: "#/properties/interactions/maxItems", keyword: "maxItems", params: { limit: 1e3 }, message: "must NOT have more than 1000 items", schema: 1e3, parentSchema: schema194.properties.interactions, data: data4 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate97(data4[i0], { instancePath: instancePath + "/interactions/" + i0, parentData: data4, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/interactions", schemaPath: "#/properties/interactions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema194.properties.interactions.type, parentSchema: schema194.properties.interactions, data: data4 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.metadata !== void 0) {
      let data6 = data.metadata;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.pactSpecification === void 0) {
          const err17 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "pactSpecification" }, message: "must have required property 'pactSpecification'", schema: schema194.properties.metadata.required, parentSchema: schema194.properties.metadata, data: data6 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        for (const key3 in data6) {
          if (!(key3 === "pactSpecification")) {
            const err18 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema194.properties.metadata, data: data6 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data6.pactSpecification !== void 0) {
          let data7 = data6.pactSpecification;
          if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
            if (data7.version === void 0) {
              const err19 = { instancePath: instancePath + "/metadata/pactSpecification", schemaPath: "#/properties/metadata/properties/pactSpecification/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'", schema: schema194.properties.metadata.properties.pactSpecification.required, parentSchema: schema194.properties.metadata.properties.pactSpecification, data: data7 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
            for (const key4 in data7) {
              if (!(key4 === "version")) {
                const err20 = { instancePath: instancePath + "/metadata/pactSpecification", schemaPath: "#/properties/metadata/properties/pactSpecification/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema194.properties.metadata.properties.pactSpecification, data: data7 };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
            if (data7.version !== void 0) {
              let data8 = data7.version;
              if ("4.0" !== data8) {
                const err21 = { instancePath: instancePath + "/metadata/pactSpecification/version", schemaPath: "#/properties/metadata/properties/pactSpecification/properties/version/const", keyword: "const", params: { allowedValue: "4.0" }, message: "must be equal to constant", schema: "4.0", parentSchema: schema194.properties.metadata.properties.pactSpecification.properties.version, data: data8 };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
          } else {
            const err22 = { instancePath: instancePath + "/metadata/pactSpecification", schemaPath: "#/properties/metadata/properties/pactSpecification/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema194.properties.metadata.properties.pactSpecification.type, parentSchema: schema194.properties.metadata.properties.pactSpecification, data: data7 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema194.properties.metadata.type, parentSchema: schema194.properties.metadata, data: data6 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
  } else {
    const err24 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema194.type, parentSchema: schema194, data };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  validate96.errors = vErrors;
  return errors === 0;
}
validate96.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema207 = { "title": "PactV3", "description": "A Pact file, specification 3.0.0 (GET /__pact?spec=3): one interaction per /v1 request, oldest first, with matching rules for the values the server makes.", "type": "object", "required": ["consumer", "provider", "interactions", "metadata"], "additionalProperties": false, "properties": { "consumer": { "$ref": "#/$defs/pacticipant" }, "provider": { "$ref": "#/$defs/pacticipant" }, "interactions": { "type": "array", "maxItems": 1e3, "items": { "$ref": "#/$defs/interaction" } }, "metadata": { "type": "object", "required": ["pactSpecification"], "additionalProperties": false, "properties": { "pactSpecification": { "type": "object", "required": ["version"], "additionalProperties": false, "properties": { "version": { "const": "3.0.0" } } } } } } };
var schema210 = { "title": "PactInteraction", "description": "One /v1 request of the journal and its answer.", "type": "object", "required": ["description", "providerStates", "request", "response"], "additionalProperties": false, "properties": { "description": { "type": "string", "description": "Method, path and query; a number in brackets when the same request was made more than once." }, "providerStates": { "$ref": "#/$defs/providerStates" }, "request": { "type": "object", "required": ["method", "path", "headers"], "additionalProperties": false, "properties": { "method": { "type": "string" }, "path": { "type": "string" }, "query": { "$ref": "#/$defs/requestQuery" }, "headers": { "$ref": "#/$defs/headers" }, "body": { "description": "The body as sent: a JSON object as JSON, any other body as its text. Absent when none was sent, or when it was over 64 KiB.", "anyOf": [{ "type": "object" }, { "type": "string" }] } } }, "response": { "type": "object", "required": ["status", "headers"], "additionalProperties": false, "properties": { "status": { "type": "integer" }, "headers": { "$ref": "#/$defs/headers" }, "body": { "type": "object", "description": "The answer's JSON. Absent when there was none, or when it was over 64 KiB." }, "matchingRules": { "$ref": "#/$defs/matchingRules" } } } } };
var schema213 = { "title": "PactHeaders", "type": "object", "additionalProperties": { "type": "string" }, "description": "Each header with its value (Pact 3 form)." };
function validate105(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate105.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.description === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property 'description'", schema: schema210.required, parentSchema: schema210, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.providerStates === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "providerStates" }, message: "must have required property 'providerStates'", schema: schema210.required, parentSchema: schema210, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.request === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "request" }, message: "must have required property 'request'", schema: schema210.required, parentSchema: schema210, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.response === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "response" }, message: "must have required property 'response'", schema: schema210.required, parentSchema: schema210, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "description" || key0 === "providerStates" || key0 === "request" || key0 === "response")) {
        const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema210, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data0 = data.description;
      if (typeof data0 !== "string") {
        const err5 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema210.properties.description.type, parentSchema: schema210.properties.description, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.providerStates !== void 0) {
      let data1 = data.providerStates;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            if (data2.name === void 0) {
              const err6 = { instancePath: instancePath + "/providerStates/" + i0, schemaPath: "#/$defs/providerStates/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema198.items.required, parentSchema: schema198.items, data: data2 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data2.params === void 0) {
              const err7 = { instancePath: instancePath + "/providerStates/" + i0, schemaPath: "#/$defs/providerStates/items/required", keyword: "required", params: { missingProperty: "params" }, message: "must have required property 'params'", schema: schema198.items.required, parentSchema: schema198.items, data: data2 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            for (const key1 in data2) {
              if (!(key1 === "name" || key1 === "params")) {
                const err8 = { instancePath: instancePath + "/providerStates/" + i0, schemaPath: "#/$defs/providerStates/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema198.items, data: data2 };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            if (data2.name !== void 0) {
              let data3 = data2.name;
              if (typeof data3 !== "string") {
                const err9 = { instancePath: instancePath + "/providerStates/" + i0 + "/name", schemaPath: "#/$defs/providerStates/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema198.items.properties.name.type, parentSchema: schema198.items.properties.name, data: data3 };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            if (data2.params !== void 0) {
              let data4 = data2.params;
              if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                if (data4.fixture === void 0) {
                  const err10 = { instancePath: instancePath + "/providerStates/" + i0 + "/params", schemaPath: "#/$defs/providerStates/items/properties/params/required", keyword: "required", params: { missingProperty: "fixture" }, message: "must have required property 'fixture'", schema: schema198.items.properties.params.required, parentSchema: schema198.items.properties.params, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err10];
                  } else {
                    vErrors.push(err10);
                  }
                  errors++;
                }
                for (const key2 in data4) {
                  if (!(key2 === "fixture" || key2 === "seed" || key2 === "clock")) {
                    const err11 = { instancePath: instancePath + "/providerStates/" + i0 + "/params", schemaPath: "#/$defs/providerStates/items/properties/params/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema198.items.properties.params, data: data4 };
                    if (vErrors === null) {
                      vErrors = [err11];
                    } else {
                      vErrors.push(err11);
                    }
                    errors++;
                  }
                }
                if (data4.fixture !== void 0) {
                  let data5 = data4.fixture;
                  if (typeof data5 !== "string") {
                    const err12 = { instancePath: instancePath + "/providerStates/" + i0 + "/params/fixture", schemaPath: "#/$defs/providerStates/items/properties/params/properties/fixture/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema198.items.properties.params.properties.fixture.type, parentSchema: schema198.items.properties.params.properties.fixture, data: data5 };
                    if (vErrors === null) {
                      vErrors = [err12];
                    } else {
                      vErrors.push(err12);
                    }
                    errors++;
                  }
                }
                if (data4.seed !== void 0) {
                  let data6 = data4.seed;
                  if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
                    const err13 = { instancePath: instancePath + "/providerStates/" + i0 + "/params/seed", schemaPath: "#/$defs/providerStates/items/properties/params/properties/seed/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema198.items.properties.params.properties.seed.type, parentSchema: schema198.items.properties.params.properties.seed, data: data6 };
                    if (vErrors === null) {
                      vErrors = [err13];
                    } else {
                      vErrors.push(err13);
                    }
                    errors++;
                  }
                  if (typeof data6 == "number" && isFinite(data6)) {
                    if (data6 < 0 || isNaN(data6)) {
                      const err14 = { instancePath: instancePath + "/providerStates/" + i0 + "/params/seed", schemaPath: "#/$defs/providerStates/items/properties/params/properties/seed/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema198.items.properties.params.properties.seed, data: data6 };
                      if (vErrors === null) {
                        vErrors = [err14];
                      } else {
                        vErrors.push(err14);
                      }
                      errors++;
                    }
                  }
                }
                if (data4.clock !== void 0) {
                  let data7 = data4.clock;
                  if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
                    const err15 = { instancePath: instancePath + "/providerStates/" + i0 + "/params/clock", schemaPath: "#/$defs/providerStates/items/properties/params/properties/clock/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema198.items.properties.params.properties.clock.type, parentSchema: schema198.items.properties.params.properties.clock, data: data7 };
                    if (vErrors === null) {
                      vErrors = [err15];
                    } else {
                      vErrors.push(err15);
                    }
                    errors++;
                  }
                  if (typeof data7 == "number" && isFinite(data7)) {
                    if (data7 < 0 || isNaN(data7)) {
                      const err16 = { instancePath: instancePath + "/providerStates/" + i0 + "/params/clock", schemaPath: "#/$defs/providerStates/items/properties/params/properties/clock/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema198.items.properties.params.properties.clock, data: data7 };
                      if (vErrors === null) {
                        vErrors = [err16];
                      } else {
                        vErrors.push(err16);
                      }
                      errors++;
                    }
                  }
                }
              } else {
                const err17 = { instancePath: instancePath + "/providerStates/" + i0 + "/params", schemaPath: "#/$defs/providerStates/items/properties/params/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema198.items.properties.params.type, parentSchema: schema198.items.properties.params, data: data4 };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
            }
          } else {
            const err18 = { instancePath: instancePath + "/providerStates/" + i0, schemaPath: "#/$defs/providerStates/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema198.items.type, parentSchema: schema198.items, data: data2 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = { instancePath: instancePath + "/providerStates", schemaPath: "#/$defs/providerStates/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema198.type, parentSchema: schema198, data: data1 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.request !== void 0) {
      let data8 = data.request;
      if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
        if (data8.method === void 0) {
          const err20 = { instancePath: instancePath + "/request", schemaPath: "#/properties/request/required", keyword: "required", params: { missingProperty: "method" }, message: "must have required property 'method'", schema: schema210.properties.request.required, parentSchema: schema210.properties.request, data: data8 };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data8.path === void 0) {
          const err21 = { instancePath: instancePath + "/request", schemaPath: "#/properties/request/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema210.properties.request.required, parentSchema: schema210.properties.request, data: data8 };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data8.headers === void 0) {
          const err22 = { instancePath: instancePath + "/request", schemaPath: "#/properties/request/required", keyword: "required", params: { missingProperty: "headers" }, message: "must have required property 'headers'", schema: schema210.properties.request.required, parentSchema: schema210.properties.request, data: data8 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        for (const key3 in data8) {
          if (!(key3 === "method" || key3 === "path" || key3 === "query" || key3 === "headers" || key3 === "body")) {
            const err23 = { instancePath: instancePath + "/request", schemaPath: "#/properties/request/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema210.properties.request, data: data8 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        if (data8.method !== void 0) {
          let data9 = data8.method;
          if (typeof data9 !== "string") {
            const err24 = { instancePath: instancePath + "/request/method", schemaPath: "#/properties/request/properties/method/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema210.properties.request.properties.method.type, parentSchema: schema210.properties.request.properties.method, data: data9 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data8.path !== void 0) {
          let data10 = data8.path;
          if (typeof data10 !== "string") {
            const err25 = { instancePath: instancePath + "/request/path", schemaPath: "#/properties/request/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema210.properties.request.properties.path.type, parentSchema: schema210.properties.request.properties.path, data: data10 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data8.query !== void 0) {
          let data11 = data8.query;
          if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
            for (const key4 in data11) {
              let data12 = data11[key4];
              if (Array.isArray(data12)) {
                const len1 = data12.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let data13 = data12[i1];
                  if (typeof data13 !== "string") {
                    const err26 = { instancePath: instancePath + "/request/query/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i1, schemaPath: "#/$defs/requestQuery/additionalProperties/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema199.additionalProperties.items.type, parentSchema: schema199.additionalProperties.items, data: data13 };
                    if (vErrors === null) {
                      vErrors = [err26];
                    } else {
                      vErrors.push(err26);
                    }
                    errors++;
                  }
                }
              } else {
                const err27 = { instancePath: instancePath + "/request/query/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/requestQuery/additionalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema199.additionalProperties.type, parentSchema: schema199.additionalProperties, data: data12 };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
            }
          } else {
            const err28 = { instancePath: instancePath + "/request/query", schemaPath: "#/$defs/requestQuery/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema199.type, parentSchema: schema199, data: data11 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data8.headers !== void 0) {
          let data14 = data8.headers;
          if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
            for (const key5 in data14) {
              let data15 = data14[key5];
              if (typeof data15 !== "string") {
                const err29 = { instancePath: instancePath + "/request/headers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/headers/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema213.additionalProperties.type, parentSchema: schema213.additionalProperties, data: data15 };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            }
          } else {
            const err30 = { instancePath: instancePath + "/request/headers", schemaPath: "#/$defs/headers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema213.type, parentSchema: schema213, data: data14 };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data8.body !== void 0) {
          let data16 = data8.body;
          const _errs43 = errors;
          let valid13 = false;
          const _errs44 = errors;
          if (!(data16 && typeof data16 == "object" && !Array.isArray(data16))) {
            const err31 = { instancePath: instancePath + "/request/body", schemaPath: "#/properties/request/properties/body/anyOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema210.properties.request.properties.body.anyOf[0].type, parentSchema: schema210.properties.request.properties.body.anyOf[0], data: data16 };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
          var _valid0 = _errs44 === errors;
          valid13 = valid13 || _valid0;
          const _errs46 = errors;
          if (typeof data16 !== "string") {
            const err32 = { instancePath: instancePath + "/request/body", schemaPath: "#/properties/request/properties/body/anyOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema210.properties.request.properties.body.anyOf[1].type, parentSchema: schema210.properties.request.properties.body.anyOf[1], data: data16 };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
          var _valid0 = _errs46 === errors;
          valid13 = valid13 || _valid0;
          if (!valid13) {
            const err33 = { instancePath: instancePath + "/request/body", schemaPath: "#/properties/request/properties/body/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema210.properties.request.properties.body.anyOf, parentSchema: schema210.properties.request.properties.body, data: data16 };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          } else {
            errors = _errs43;
            if (vErrors !== null) {
              if (_errs43) {
                vErrors.length = _errs43;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err34 = { instancePath: instancePath + "/request", schemaPath: "#/properties/request/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema210.properties.request.type, parentSchema: schema210.properties.request, data: data8 };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.response !== void 0) {
      let data17 = data.response;
      if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
        if (data17.status === void 0) {
          const err35 = { instancePath: instancePath + "/response", schemaPath: "#/properties/response/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema210.properties.response.required, parentSchema: schema210.properties.response, data: data17 };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        if (data17.headers === void 0) {
          const err36 = { instancePath: instancePath + "/response", schemaPath: "#/properties/response/required", keyword: "required", params: { missingProperty: "headers" }, message: "must have required property 'headers'", schema: schema210.properties.response.required, parentSchema: schema210.properties.response, data: data17 };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
        for (const key6 in data17) {
          if (!(key6 === "status" || key6 === "headers" || key6 === "body" || key6 === "matchingRules")) {
            const err37 = { instancePath: instancePath + "/response", schemaPath: "#/properties/response/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema210.properties.response, data: data17 };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
        if (data17.status !== void 0) {
          let data18 = data17.status;
          if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)) && isFinite(data18))) {
            const err38 = { instancePath: instancePath + "/response/status", schemaPath: "#/properties/response/properties/status/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema210.properties.response.properties.status.type, parentSchema: schema210.properties.response.properties.status, data: data18 };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
        if (data17.headers !== void 0) {
          let data19 = data17.headers;
          if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
            for (const key7 in data19) {
              let data20 = data19[key7];
              if (typeof data20 !== "string") {
                const err39 = { instancePath: instancePath + "/response/headers/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/headers/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema213.additionalProperties.type, parentSchema: schema213.additionalProperties, data: data20 };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
          } else {
            const err40 = { instancePath: instancePath + "/response/headers", schemaPath: "#/$defs/headers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema213.type, parentSchema: schema213, data: data19 };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
        if (data17.body !== void 0) {
          let data21 = data17.body;
          if (!(data21 && typeof data21 == "object" && !Array.isArray(data21))) {
            const err41 = { instancePath: instancePath + "/response/body", schemaPath: "#/properties/response/properties/body/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema210.properties.response.properties.body.type, parentSchema: schema210.properties.response.properties.body, data: data21 };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data17.matchingRules !== void 0) {
          if (!validate98(data17.matchingRules, { instancePath: instancePath + "/response/matchingRules", parentData: data17, parentDataProperty: "matchingRules", rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err42 = { instancePath: instancePath + "/response", schemaPath: "#/properties/response/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema210.properties.response.type, parentSchema: schema210.properties.response, data: data17 };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
  } else {
    const err43 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema210.type, parentSchema: schema210, data };
    if (vErrors === null) {
      vErrors = [err43];
    } else {
      vErrors.push(err43);
    }
    errors++;
  }
  validate105.errors = vErrors;
  return errors === 0;
}
validate105.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate104(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate104.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.consumer === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "consumer" }, message: "must have required property 'consumer'", schema: schema207.required, parentSchema: schema207, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.provider === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider" }, message: "must have required property 'provider'", schema: schema207.required, parentSchema: schema207, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.interactions === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "interactions" }, message: "must have required property 'interactions'", schema: schema207.required, parentSchema: schema207, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.metadata === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "metadata" }, message: "must have required property 'metadata'", schema: schema207.required, parentSchema: schema207, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "consumer" || key0 === "provider" || key0 === "interactions" || key0 === "metadata")) {
        const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema207, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.consumer !== void 0) {
      let data0 = data.consumer;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        if (data0.name === void 0) {
          const err5 = { instancePath: instancePath + "/consumer", schemaPath: "#/$defs/pacticipant/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema195.required, parentSchema: schema195, data: data0 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        for (const key1 in data0) {
          if (!(key1 === "name")) {
            const err6 = { instancePath: instancePath + "/consumer", schemaPath: "#/$defs/pacticipant/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema195, data: data0 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data0.name !== void 0) {
          let data1 = data0.name;
          if (typeof data1 === "string") {
            if (func2(data1) < 1) {
              const err7 = { instancePath: instancePath + "/consumer/name", schemaPath: "#/$defs/pacticipant/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema195.properties.name, data: data1 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          } else {
            const err8 = { instancePath: instancePath + "/consumer/name", schemaPath: "#/$defs/pacticipant/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema195.properties.name.type, parentSchema: schema195.properties.name, data: data1 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/consumer", schemaPath: "#/$defs/pacticipant/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema195.type, parentSchema: schema195, data: data0 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.provider !== void 0) {
      let data2 = data.provider;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.name === void 0) {
          const err10 = { instancePath: instancePath + "/provider", schemaPath: "#/$defs/pacticipant/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema195.required, parentSchema: schema195, data: data2 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        for (const key2 in data2) {
          if (!(key2 === "name")) {
            const err11 = { instancePath: instancePath + "/provider", schemaPath: "#/$defs/pacticipant/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema195, data: data2 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data2.name !== void 0) {
          let data3 = data2.name;
          if (typeof data3 === "string") {
            if (func2(data3) < 1) {
              const err12 = { instancePath: instancePath + "/provider/name", schemaPath: "#/$defs/pacticipant/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema195.properties.name, data: data3 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = { instancePath: instancePath + "/provider/name", schemaPath: "#/$defs/pacticipant/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema195.properties.name.type, parentSchema: schema195.properties.name, data: data3 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/provider", schemaPath: "#/$defs/pacticipant/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema195.type, parentSchema: schema195, data: data2 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.interactions !== void 0) {
      let data4 = data.interactions;
      if (Array.isArray(data4)) {
        if (data4.length > 1e3) {
          const err15 = { instancePath: instancePath + "/interactions", schemaPath: "#/properties/interactions/maxItems", keyword: "maxItems", params: { limit: 1e3 }, message: "must NOT have more than 1000 items", schema: 1e3, parentSchema: schema207.properties.interactions, data: data4 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate105(data4[i0], { instancePath: instancePath + "/interactions/" + i0, parentData: data4, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/interactions", schemaPath: "#/properties/interactions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema207.properties.interactions.type, parentSchema: schema207.properties.interactions, data: data4 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.metadata !== void 0) {
      let data6 = data.metadata;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.pactSpecification === void 0) {
          const err17 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "pactSpecification" }, message: "must have required property 'pactSpecification'", schema: schema207.properties.metadata.required, parentSchema: schema207.properties.metadata, data: data6 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        for (const key3 in data6) {
          if (!(key3 === "pactSpecification")) {
            const err18 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema207.properties.metadata, data: data6 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data6.pactSpecification !== void 0) {
          let data7 = data6.pactSpecification;
          if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
            if (data7.version === void 0) {
              const err19 = { instancePath: instancePath + "/metadata/pactSpecification", schemaPath: "#/properties/metadata/properties/pactSpecification/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'", schema: schema207.properties.metadata.properties.pactSpecification.required, parentSchema: schema207.properties.metadata.properties.pactSpecification, data: data7 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
            for (const key4 in data7) {
              if (!(key4 === "version")) {
                const err20 = { instancePath: instancePath + "/metadata/pactSpecification", schemaPath: "#/properties/metadata/properties/pactSpecification/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema207.properties.metadata.properties.pactSpecification, data: data7 };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
            if (data7.version !== void 0) {
              let data8 = data7.version;
              if ("3.0.0" !== data8) {
                const err21 = { instancePath: instancePath + "/metadata/pactSpecification/version", schemaPath: "#/properties/metadata/properties/pactSpecification/properties/version/const", keyword: "const", params: { allowedValue: "3.0.0" }, message: "must be equal to constant", schema: "3.0.0", parentSchema: schema207.properties.metadata.properties.pactSpecification.properties.version, data: data8 };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
          } else {
            const err22 = { instancePath: instancePath + "/metadata/pactSpecification", schemaPath: "#/properties/metadata/properties/pactSpecification/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema207.properties.metadata.properties.pactSpecification.type, parentSchema: schema207.properties.metadata.properties.pactSpecification, data: data7 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema207.properties.metadata.type, parentSchema: schema207.properties.metadata, data: data6 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
  } else {
    const err24 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema207.type, parentSchema: schema207, data };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  validate104.errors = vErrors;
  return errors === 0;
}
validate104.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate95(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate95.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!validate96(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs2 = errors;
  if (!validate104(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = true;
    }
  }
  if (!valid0) {
    const err0 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema193.anyOf, parentSchema: schema193, data };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate95.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate95.evaluated = { "dynamicProps": true, "dynamicItems": false };
var coverage = validate110;
var schema216 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "coverage.schema.json", "title": "Coverage", "description": "What the journaled /v1 requests of one or more tenants exercised of the served OpenAPI document: every item the document defines, covered or not (docs/coverage.md).", "type": "object", "required": ["tenants", "dropped_tenants", "requests", "outside", "covered", "total", "percent", "operations", "other_methods", "codes", "reasons"], "additionalProperties": false, "properties": { "tenants": { "type": "array", "items": { "$ref": "tenant-list.schema.json#/$defs/name" }, "description": "The tenants whose requests are counted." }, "dropped_tenants": { "type": "integer", "minimum": 0, "description": "Tenants dropped since the server started whose requests are counted too (tenants=all only)." }, "requests": { "type": "integer", "minimum": 0, "description": "The /v1 requests counted." }, "outside": { "type": "integer", "minimum": 0, "description": "Requests to a path the document does not have (answered 404)." }, "covered": { "type": "integer", "minimum": 0 }, "total": { "type": "integer", "minimum": 0 }, "percent": { "type": "number", "minimum": 0, "maximum": 100, "description": "covered / total x 100, rounded down to one decimal." }, "operations": { "type": "array", "items": { "title": "CoverageOperation", "type": "object", "required": ["id", "method", "path", "calls", "problems", "items"], "additionalProperties": false, "properties": { "id": { "type": "string", "description": "The operationId." }, "method": { "type": "string" }, "path": { "type": "string", "description": "The path as the document writes it: /v1/messages/{id}." }, "calls": { "type": "integer", "minimum": 0 }, "problems": { "type": "object", "additionalProperties": { "type": "integer", "minimum": 1 }, "description": "The problem codes its answers carried, with how many times." }, "items": { "type": "array", "items": { "$ref": "#/$defs/item" } } } } }, "other_methods": { "type": "array", "description": "Each /v1 path, asked with a method it does not take (405).", "items": { "title": "CoverageOtherMethods", "type": "object", "required": ["path", "allow", "covered", "count"], "additionalProperties": false, "properties": { "path": { "type": "string" }, "allow": { "type": "array", "items": { "type": "string" } }, "covered": { "type": "boolean" }, "count": { "type": "integer", "minimum": 0 } } } }, "codes": { "type": "array", "items": { "$ref": "#/$defs/item" }, "description": "The problem codes a /v1 answer can carry, each as an item of kind code." }, "reasons": { "type": "object", "additionalProperties": { "type": "integer", "minimum": 1 }, "description": "How many of the requests counted had a reason of each code (docs/reasons.md), the codes seen only: why the mock answered as it did, not items of the contract." } }, "$defs": { "item": { "title": "CoverageItem", "type": "object", "required": ["kind", "name", "covered", "count"], "additionalProperties": false, "properties": { "kind": { "enum": ["call", "status", "parameter", "value", "default", "field", "encoding", "list", "code"], "description": "call: the operation was called; status: it answered that status; parameter: the query parameter was sent; value: the parameter was sent with that value (booleans and enums); default: a 200 answer with the parameter left out (its default used); field: the body field was sent; encoding: a body was sent in that media type, or `form with brackets`; list: a page answered with has_more true, or false (the end); code: some /v1 answer carried that problem code." }, "name": { "type": "string" }, "covered": { "type": "boolean" }, "count": { "type": "integer", "minimum": 0, "description": "How many requests exercised it." } } }, "query": { "title": "CoverageQuery", "type": "object", "additionalProperties": false, "properties": { "format": { "enum": ["json", "markdown"], "description": "json (default) or markdown (text/markdown)." }, "tenants": { "type": "string", "minLength": 1, "description": "Whose requests to count: `all` (every tenant, and the tenants dropped since the server started), or tenant names separated by commas. Default: the request's tenant." } } } } };
var schema224 = { "title": "CoverageItem", "type": "object", "required": ["kind", "name", "covered", "count"], "additionalProperties": false, "properties": { "kind": { "enum": ["call", "status", "parameter", "value", "default", "field", "encoding", "list", "code"], "description": "call: the operation was called; status: it answered that status; parameter: the query parameter was sent; value: the parameter was sent with that value (booleans and enums); default: a 200 answer with the parameter left out (its default used); field: the body field was sent; encoding: a body was sent in that media type, or `form with brackets`; list: a page answered with has_more true, or false (the end); code: some /v1 answer carried that problem code." }, "name": { "type": "string" }, "covered": { "type": "boolean" }, "count": { "type": "integer", "minimum": 0, "description": "How many requests exercised it." } } };
function validate110(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate110.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.tenants === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tenants" }, message: "must have required property 'tenants'", schema: schema216.required, parentSchema: schema216, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.dropped_tenants === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "dropped_tenants" }, message: "must have required property 'dropped_tenants'", schema: schema216.required, parentSchema: schema216, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.requests === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "requests" }, message: "must have required property 'requests'", schema: schema216.required, parentSchema: schema216, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.outside === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "outside" }, message: "must have required property 'outside'", schema: schema216.required, parentSchema: schema216, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.covered === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "covered" }, message: "must have required property 'covered'", schema: schema216.required, parentSchema: schema216, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.total === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "total" }, message: "must have required property 'total'", schema: schema216.required, parentSchema: schema216, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.percent === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "percent" }, message: "must have required property 'percent'", schema: schema216.required, parentSchema: schema216, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.operations === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "operations" }, message: "must have required property 'operations'", schema: schema216.required, parentSchema: schema216, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.other_methods === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "other_methods" }, message: "must have required property 'other_methods'", schema: schema216.required, parentSchema: schema216, data };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.codes === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "codes" }, message: "must have required property 'codes'", schema: schema216.required, parentSchema: schema216, data };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.reasons === void 0) {
      const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reasons" }, message: "must have required property 'reasons'", schema: schema216.required, parentSchema: schema216, data };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema216.properties, key0)) {
        const err11 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema216, data };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.tenants !== void 0) {
      let data0 = data.tenants;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (typeof data1 === "string") {
            if (!pattern18.test(data1)) {
              const err12 = { instancePath: instancePath + "/tenants/" + i0, schemaPath: "tenant-list.schema.json#/$defs/name/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9._-]{1,64}$" }, message: 'must match pattern "^[A-Za-z0-9._-]{1,64}$"', schema: "^[A-Za-z0-9._-]{1,64}$", parentSchema: schema218, data: data1 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = { instancePath: instancePath + "/tenants/" + i0, schemaPath: "tenant-list.schema.json#/$defs/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema218.type, parentSchema: schema218, data: data1 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/tenants", schemaPath: "#/properties/tenants/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema216.properties.tenants.type, parentSchema: schema216.properties.tenants, data: data0 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.dropped_tenants !== void 0) {
      let data2 = data.dropped_tenants;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
        const err15 = { instancePath: instancePath + "/dropped_tenants", schemaPath: "#/properties/dropped_tenants/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema216.properties.dropped_tenants.type, parentSchema: schema216.properties.dropped_tenants, data: data2 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err16 = { instancePath: instancePath + "/dropped_tenants", schemaPath: "#/properties/dropped_tenants/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema216.properties.dropped_tenants, data: data2 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.requests !== void 0) {
      let data3 = data.requests;
      if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
        const err17 = { instancePath: instancePath + "/requests", schemaPath: "#/properties/requests/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema216.properties.requests.type, parentSchema: schema216.properties.requests, data: data3 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 < 0 || isNaN(data3)) {
          const err18 = { instancePath: instancePath + "/requests", schemaPath: "#/properties/requests/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema216.properties.requests, data: data3 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    if (data.outside !== void 0) {
      let data4 = data.outside;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
        const err19 = { instancePath: instancePath + "/outside", schemaPath: "#/properties/outside/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema216.properties.outside.type, parentSchema: schema216.properties.outside, data: data4 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 < 0 || isNaN(data4)) {
          const err20 = { instancePath: instancePath + "/outside", schemaPath: "#/properties/outside/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema216.properties.outside, data: data4 };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
    if (data.covered !== void 0) {
      let data5 = data.covered;
      if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
        const err21 = { instancePath: instancePath + "/covered", schemaPath: "#/properties/covered/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema216.properties.covered.type, parentSchema: schema216.properties.covered, data: data5 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 < 0 || isNaN(data5)) {
          const err22 = { instancePath: instancePath + "/covered", schemaPath: "#/properties/covered/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema216.properties.covered, data: data5 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      }
    }
    if (data.total !== void 0) {
      let data6 = data.total;
      if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
        const err23 = { instancePath: instancePath + "/total", schemaPath: "#/properties/total/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema216.properties.total.type, parentSchema: schema216.properties.total, data: data6 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      if (typeof data6 == "number" && isFinite(data6)) {
        if (data6 < 0 || isNaN(data6)) {
          const err24 = { instancePath: instancePath + "/total", schemaPath: "#/properties/total/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema216.properties.total, data: data6 };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      }
    }
    if (data.percent !== void 0) {
      let data7 = data.percent;
      if (typeof data7 == "number" && isFinite(data7)) {
        if (data7 > 100 || isNaN(data7)) {
          const err25 = { instancePath: instancePath + "/percent", schemaPath: "#/properties/percent/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100", schema: 100, parentSchema: schema216.properties.percent, data: data7 };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (data7 < 0 || isNaN(data7)) {
          const err26 = { instancePath: instancePath + "/percent", schemaPath: "#/properties/percent/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema216.properties.percent, data: data7 };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      } else {
        const err27 = { instancePath: instancePath + "/percent", schemaPath: "#/properties/percent/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema216.properties.percent.type, parentSchema: schema216.properties.percent, data: data7 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.operations !== void 0) {
      let data8 = data.operations;
      if (Array.isArray(data8)) {
        const len1 = data8.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data9 = data8[i1];
          if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
            if (data9.id === void 0) {
              const err28 = { instancePath: instancePath + "/operations/" + i1, schemaPath: "#/properties/operations/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema216.properties.operations.items.required, parentSchema: schema216.properties.operations.items, data: data9 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
            if (data9.method === void 0) {
              const err29 = { instancePath: instancePath + "/operations/" + i1, schemaPath: "#/properties/operations/items/required", keyword: "required", params: { missingProperty: "method" }, message: "must have required property 'method'", schema: schema216.properties.operations.items.required, parentSchema: schema216.properties.operations.items, data: data9 };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
            if (data9.path === void 0) {
              const err30 = { instancePath: instancePath + "/operations/" + i1, schemaPath: "#/properties/operations/items/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema216.properties.operations.items.required, parentSchema: schema216.properties.operations.items, data: data9 };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
            if (data9.calls === void 0) {
              const err31 = { instancePath: instancePath + "/operations/" + i1, schemaPath: "#/properties/operations/items/required", keyword: "required", params: { missingProperty: "calls" }, message: "must have required property 'calls'", schema: schema216.properties.operations.items.required, parentSchema: schema216.properties.operations.items, data: data9 };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
            if (data9.problems === void 0) {
              const err32 = { instancePath: instancePath + "/operations/" + i1, schemaPath: "#/properties/operations/items/required", keyword: "required", params: { missingProperty: "problems" }, message: "must have required property 'problems'", schema: schema216.properties.operations.items.required, parentSchema: schema216.properties.operations.items, data: data9 };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
            if (data9.items === void 0) {
              const err33 = { instancePath: instancePath + "/operations/" + i1, schemaPath: "#/properties/operations/items/required", keyword: "required", params: { missingProperty: "items" }, message: "must have required property 'items'", schema: schema216.properties.operations.items.required, parentSchema: schema216.properties.operations.items, data: data9 };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
            for (const key1 in data9) {
              if (!(key1 === "id" || key1 === "method" || key1 === "path" || key1 === "calls" || key1 === "problems" || key1 === "items")) {
                const err34 = { instancePath: instancePath + "/operations/" + i1, schemaPath: "#/properties/operations/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema216.properties.operations.items, data: data9 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data9.id !== void 0) {
              let data10 = data9.id;
              if (typeof data10 !== "string") {
                const err35 = { instancePath: instancePath + "/operations/" + i1 + "/id", schemaPath: "#/properties/operations/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema216.properties.operations.items.properties.id.type, parentSchema: schema216.properties.operations.items.properties.id, data: data10 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data9.method !== void 0) {
              let data11 = data9.method;
              if (typeof data11 !== "string") {
                const err36 = { instancePath: instancePath + "/operations/" + i1 + "/method", schemaPath: "#/properties/operations/items/properties/method/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema216.properties.operations.items.properties.method.type, parentSchema: schema216.properties.operations.items.properties.method, data: data11 };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
            if (data9.path !== void 0) {
              let data12 = data9.path;
              if (typeof data12 !== "string") {
                const err37 = { instancePath: instancePath + "/operations/" + i1 + "/path", schemaPath: "#/properties/operations/items/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema216.properties.operations.items.properties.path.type, parentSchema: schema216.properties.operations.items.properties.path, data: data12 };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            }
            if (data9.calls !== void 0) {
              let data13 = data9.calls;
              if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
                const err38 = { instancePath: instancePath + "/operations/" + i1 + "/calls", schemaPath: "#/properties/operations/items/properties/calls/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema216.properties.operations.items.properties.calls.type, parentSchema: schema216.properties.operations.items.properties.calls, data: data13 };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
              if (typeof data13 == "number" && isFinite(data13)) {
                if (data13 < 0 || isNaN(data13)) {
                  const err39 = { instancePath: instancePath + "/operations/" + i1 + "/calls", schemaPath: "#/properties/operations/items/properties/calls/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema216.properties.operations.items.properties.calls, data: data13 };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
              }
            }
            if (data9.problems !== void 0) {
              let data14 = data9.problems;
              if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                for (const key2 in data14) {
                  let data15 = data14[key2];
                  if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)) && isFinite(data15))) {
                    const err40 = { instancePath: instancePath + "/operations/" + i1 + "/problems/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/operations/items/properties/problems/additionalProperties/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema216.properties.operations.items.properties.problems.additionalProperties.type, parentSchema: schema216.properties.operations.items.properties.problems.additionalProperties, data: data15 };
                    if (vErrors === null) {
                      vErrors = [err40];
                    } else {
                      vErrors.push(err40);
                    }
                    errors++;
                  }
                  if (typeof data15 == "number" && isFinite(data15)) {
                    if (data15 < 1 || isNaN(data15)) {
                      const err41 = { instancePath: instancePath + "/operations/" + i1 + "/problems/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/operations/items/properties/problems/additionalProperties/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema216.properties.operations.items.properties.problems.additionalProperties, data: data15 };
                      if (vErrors === null) {
                        vErrors = [err41];
                      } else {
                        vErrors.push(err41);
                      }
                      errors++;
                    }
                  }
                }
              } else {
                const err42 = { instancePath: instancePath + "/operations/" + i1 + "/problems", schemaPath: "#/properties/operations/items/properties/problems/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema216.properties.operations.items.properties.problems.type, parentSchema: schema216.properties.operations.items.properties.problems, data: data14 };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
            if (data9.items !== void 0) {
              let data16 = data9.items;
              if (Array.isArray(data16)) {
                const len2 = data16.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  let data17 = data16[i2];
                  if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                    if (data17.kind === void 0) {
                      const err43 = { instancePath: instancePath + "/operations/" + i1 + "/items/" + i2, schemaPath: "#/$defs/item/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema224.required, parentSchema: schema224, data: data17 };
                      if (vErrors === null) {
                        vErrors = [err43];
                      } else {
                        vErrors.push(err43);
                      }
                      errors++;
                    }
                    if (data17.name === void 0) {
                      const err44 = { instancePath: instancePath + "/operations/" + i1 + "/items/" + i2, schemaPath: "#/$defs/item/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema224.required, parentSchema: schema224, data: data17 };
                      if (vErrors === null) {
                        vErrors = [err44];
                      } else {
                        vErrors.push(err44);
                      }
                      errors++;
                    }
                    if (data17.covered === void 0) {
                      const err45 = { instancePath: instancePath + "/operations/" + i1 + "/items/" + i2, schemaPath: "#/$defs/item/required", keyword: "required", params: { missingProperty: "covered" }, message: "must have required property 'covered'", schema: schema224.required, parentSchema: schema224, data: data17 };
                      if (vErrors === null) {
                        vErrors = [err45];
                      } else {
                        vErrors.push(err45);
                      }
                      errors++;
                    }
                    if (data17.count === void 0) {
                      const err46 = { instancePath: instancePath + "/operations/" + i1 + "/items/" + i2, schemaPath: "#/$defs/item/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema224.required, parentSchema: schema224, data: data17 };
                      if (vErrors === null) {
                        vErrors = [err46];
                      } else {
                        vErrors.push(err46);
                      }
                      errors++;
                    }
                    for (const key3 in data17) {
                      if (!(key3 === "kind" || key3 === "name" || key3 === "covered" || key3 === "count")) {
                        const err47 = { instancePath: instancePath + "/operations/" + i1 + "/items/" + i2, schemaPath: "#/$defs/item/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema224, data: data17 };
                        if (vErrors === null) {
                          vErrors = [err47];
                        } else {
                          vErrors.push(err47);
                        }
                        errors++;
                      }
                    }
                    if (data17.kind !== void 0) {
                      let data18 = data17.kind;
                      if (!(data18 === "call" || data18 === "status" || data18 === "parameter" || data18 === "value" || data18 === "default" || data18 === "field" || data18 === "encoding" || data18 === "list" || data18 === "code")) {
                        const err48 = { instancePath: instancePath + "/operations/" + i1 + "/items/" + i2 + "/kind", schemaPath: "#/$defs/item/properties/kind/enum", keyword: "enum", params: { allowedValues: schema224.properties.kind.enum }, message: "must be equal to one of the allowed values", schema: schema224.properties.kind.enum, parentSchema: schema224.properties.kind, data: data18 };
                        if (vErrors === null) {
                          vErrors = [err48];
                        } else {
                          vErrors.push(err48);
                        }
                        errors++;
                      }
                    }
                    if (data17.name !== void 0) {
                      let data19 = data17.name;
                      if (typeof data19 !== "string") {
                        const err49 = { instancePath: instancePath + "/operations/" + i1 + "/items/" + i2 + "/name", schemaPath: "#/$defs/item/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema224.properties.name.type, parentSchema: schema224.properties.name, data: data19 };
                        if (vErrors === null) {
                          vErrors = [err49];
                        } else {
                          vErrors.push(err49);
                        }
                        errors++;
                      }
                    }
                    if (data17.covered !== void 0) {
                      let data20 = data17.covered;
                      if (typeof data20 !== "boolean") {
                        const err50 = { instancePath: instancePath + "/operations/" + i1 + "/items/" + i2 + "/covered", schemaPath: "#/$defs/item/properties/covered/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema224.properties.covered.type, parentSchema: schema224.properties.covered, data: data20 };
                        if (vErrors === null) {
                          vErrors = [err50];
                        } else {
                          vErrors.push(err50);
                        }
                        errors++;
                      }
                    }
                    if (data17.count !== void 0) {
                      let data21 = data17.count;
                      if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)) && isFinite(data21))) {
                        const err51 = { instancePath: instancePath + "/operations/" + i1 + "/items/" + i2 + "/count", schemaPath: "#/$defs/item/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema224.properties.count.type, parentSchema: schema224.properties.count, data: data21 };
                        if (vErrors === null) {
                          vErrors = [err51];
                        } else {
                          vErrors.push(err51);
                        }
                        errors++;
                      }
                      if (typeof data21 == "number" && isFinite(data21)) {
                        if (data21 < 0 || isNaN(data21)) {
                          const err52 = { instancePath: instancePath + "/operations/" + i1 + "/items/" + i2 + "/count", schemaPath: "#/$defs/item/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema224.properties.count, data: data21 };
                          if (vErrors === null) {
                            vErrors = [err52];
                          } else {
                            vErrors.push(err52);
                          }
                          errors++;
                        }
                      }
                    }
                  } else {
                    const err53 = { instancePath: instancePath + "/operations/" + i1 + "/items/" + i2, schemaPath: "#/$defs/item/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema224.type, parentSchema: schema224, data: data17 };
                    if (vErrors === null) {
                      vErrors = [err53];
                    } else {
                      vErrors.push(err53);
                    }
                    errors++;
                  }
                }
              } else {
                const err54 = { instancePath: instancePath + "/operations/" + i1 + "/items", schemaPath: "#/properties/operations/items/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema216.properties.operations.items.properties.items.type, parentSchema: schema216.properties.operations.items.properties.items, data: data16 };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              }
            }
          } else {
            const err55 = { instancePath: instancePath + "/operations/" + i1, schemaPath: "#/properties/operations/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema216.properties.operations.items.type, parentSchema: schema216.properties.operations.items, data: data9 };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        }
      } else {
        const err56 = { instancePath: instancePath + "/operations", schemaPath: "#/properties/operations/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema216.properties.operations.type, parentSchema: schema216.properties.operations, data: data8 };
        if (vErrors === null) {
          vErrors = [err56];
        } else {
          vErrors.push(err56);
        }
        errors++;
      }
    }
    if (data.other_methods !== void 0) {
      let data22 = data.other_methods;
      if (Array.isArray(data22)) {
        const len3 = data22.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data23 = data22[i3];
          if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
            if (data23.path === void 0) {
              const err57 = { instancePath: instancePath + "/other_methods/" + i3, schemaPath: "#/properties/other_methods/items/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema216.properties.other_methods.items.required, parentSchema: schema216.properties.other_methods.items, data: data23 };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
            if (data23.allow === void 0) {
              const err58 = { instancePath: instancePath + "/other_methods/" + i3, schemaPath: "#/properties/other_methods/items/required", keyword: "required", params: { missingProperty: "allow" }, message: "must have required property 'allow'", schema: schema216.properties.other_methods.items.required, parentSchema: schema216.properties.other_methods.items, data: data23 };
              if (vErrors === null) {
                vErrors = [err58];
              } else {
                vErrors.push(err58);
              }
              errors++;
            }
            if (data23.covered === void 0) {
              const err59 = { instancePath: instancePath + "/other_methods/" + i3, schemaPath: "#/properties/other_methods/items/required", keyword: "required", params: { missingProperty: "covered" }, message: "must have required property 'covered'", schema: schema216.properties.other_methods.items.required, parentSchema: schema216.properties.other_methods.items, data: data23 };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
            }
            if (data23.count === void 0) {
              const err60 = { instancePath: instancePath + "/other_methods/" + i3, schemaPath: "#/properties/other_methods/items/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema216.properties.other_methods.items.required, parentSchema: schema216.properties.other_methods.items, data: data23 };
              if (vErrors === null) {
                vErrors = [err60];
              } else {
                vErrors.push(err60);
              }
              errors++;
            }
            for (const key4 in data23) {
              if (!(key4 === "path" || key4 === "allow" || key4 === "covered" || key4 === "count")) {
                const err61 = { instancePath: instancePath + "/other_methods/" + i3, schemaPath: "#/properties/other_methods/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema216.properties.other_methods.items, data: data23 };
                if (vErrors === null) {
                  vErrors = [err61];
                } else {
                  vErrors.push(err61);
                }
                errors++;
              }
            }
            if (data23.path !== void 0) {
              let data24 = data23.path;
              if (typeof data24 !== "string") {
                const err62 = { instancePath: instancePath + "/other_methods/" + i3 + "/path", schemaPath: "#/properties/other_methods/items/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema216.properties.other_methods.items.properties.path.type, parentSchema: schema216.properties.other_methods.items.properties.path, data: data24 };
                if (vErrors === null) {
                  vErrors = [err62];
                } else {
                  vErrors.push(err62);
                }
                errors++;
              }
            }
            if (data23.allow !== void 0) {
              let data25 = data23.allow;
              if (Array.isArray(data25)) {
                const len4 = data25.length;
                for (let i4 = 0; i4 < len4; i4++) {
                  let data26 = data25[i4];
                  if (typeof data26 !== "string") {
                    const err63 = { instancePath: instancePath + "/other_methods/" + i3 + "/allow/" + i4, schemaPath: "#/properties/other_methods/items/properties/allow/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema216.properties.other_methods.items.properties.allow.items.type, parentSchema: schema216.properties.other_methods.items.properties.allow.items, data: data26 };
                    if (vErrors === null) {
                      vErrors = [err63];
                    } else {
                      vErrors.push(err63);
                    }
                    errors++;
                  }
                }
              } else {
                const err64 = { instancePath: instancePath + "/other_methods/" + i3 + "/allow", schemaPath: "#/properties/other_methods/items/properties/allow/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema216.properties.other_methods.items.properties.allow.type, parentSchema: schema216.properties.other_methods.items.properties.allow, data: data25 };
                if (vErrors === null) {
                  vErrors = [err64];
                } else {
                  vErrors.push(err64);
                }
                errors++;
              }
            }
            if (data23.covered !== void 0) {
              let data27 = data23.covered;
              if (typeof data27 !== "boolean") {
                const err65 = { instancePath: instancePath + "/other_methods/" + i3 + "/covered", schemaPath: "#/properties/other_methods/items/properties/covered/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema216.properties.other_methods.items.properties.covered.type, parentSchema: schema216.properties.other_methods.items.properties.covered, data: data27 };
                if (vErrors === null) {
                  vErrors = [err65];
                } else {
                  vErrors.push(err65);
                }
                errors++;
              }
            }
            if (data23.count !== void 0) {
              let data28 = data23.count;
              if (!(typeof data28 == "number" && (!(data28 % 1) && !isNaN(data28)) && isFinite(data28))) {
                const err66 = { instancePath: instancePath + "/other_methods/" + i3 + "/count", schemaPath: "#/properties/other_methods/items/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema216.properties.other_methods.items.properties.count.type, parentSchema: schema216.properties.other_methods.items.properties.count, data: data28 };
                if (vErrors === null) {
                  vErrors = [err66];
                } else {
                  vErrors.push(err66);
                }
                errors++;
              }
              if (typeof data28 == "number" && isFinite(data28)) {
                if (data28 < 0 || isNaN(data28)) {
                  const err67 = { instancePath: instancePath + "/other_methods/" + i3 + "/count", schemaPath: "#/properties/other_methods/items/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema216.properties.other_methods.items.properties.count, data: data28 };
                  if (vErrors === null) {
                    vErrors = [err67];
                  } else {
                    vErrors.push(err67);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err68 = { instancePath: instancePath + "/other_methods/" + i3, schemaPath: "#/properties/other_methods/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema216.properties.other_methods.items.type, parentSchema: schema216.properties.other_methods.items, data: data23 };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
        }
      } else {
        const err69 = { instancePath: instancePath + "/other_methods", schemaPath: "#/properties/other_methods/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema216.properties.other_methods.type, parentSchema: schema216.properties.other_methods, data: data22 };
        if (vErrors === null) {
          vErrors = [err69];
        } else {
          vErrors.push(err69);
        }
        errors++;
      }
    }
    if (data.codes !== void 0) {
      let data29 = data.codes;
      if (Array.isArray(data29)) {
        const len5 = data29.length;
        for (let i5 = 0; i5 < len5; i5++) {
          let data30 = data29[i5];
          if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
            if (data30.kind === void 0) {
              const err70 = { instancePath: instancePath + "/codes/" + i5, schemaPath: "#/$defs/item/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema224.required, parentSchema: schema224, data: data30 };
              if (vErrors === null) {
                vErrors = [err70];
              } else {
                vErrors.push(err70);
              }
              errors++;
            }
            if (data30.name === void 0) {
              const err71 = { instancePath: instancePath + "/codes/" + i5, schemaPath: "#/$defs/item/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema224.required, parentSchema: schema224, data: data30 };
              if (vErrors === null) {
                vErrors = [err71];
              } else {
                vErrors.push(err71);
              }
              errors++;
            }
            if (data30.covered === void 0) {
              const err72 = { instancePath: instancePath + "/codes/" + i5, schemaPath: "#/$defs/item/required", keyword: "required", params: { missingProperty: "covered" }, message: "must have required property 'covered'", schema: schema224.required, parentSchema: schema224, data: data30 };
              if (vErrors === null) {
                vErrors = [err72];
              } else {
                vErrors.push(err72);
              }
              errors++;
            }
            if (data30.count === void 0) {
              const err73 = { instancePath: instancePath + "/codes/" + i5, schemaPath: "#/$defs/item/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema224.required, parentSchema: schema224, data: data30 };
              if (vErrors === null) {
                vErrors = [err73];
              } else {
                vErrors.push(err73);
              }
              errors++;
            }
            for (const key5 in data30) {
              if (!(key5 === "kind" || key5 === "name" || key5 === "covered" || key5 === "count")) {
                const err74 = { instancePath: instancePath + "/codes/" + i5, schemaPath: "#/$defs/item/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema224, data: data30 };
                if (vErrors === null) {
                  vErrors = [err74];
                } else {
                  vErrors.push(err74);
                }
                errors++;
              }
            }
            if (data30.kind !== void 0) {
              let data31 = data30.kind;
              if (!(data31 === "call" || data31 === "status" || data31 === "parameter" || data31 === "value" || data31 === "default" || data31 === "field" || data31 === "encoding" || data31 === "list" || data31 === "code")) {
                const err75 = { instancePath: instancePath + "/codes/" + i5 + "/kind", schemaPath: "#/$defs/item/properties/kind/enum", keyword: "enum", params: { allowedValues: schema224.properties.kind.enum }, message: "must be equal to one of the allowed values", schema: schema224.properties.kind.enum, parentSchema: schema224.properties.kind, data: data31 };
                if (vErrors === null) {
                  vErrors = [err75];
                } else {
                  vErrors.push(err75);
                }
                errors++;
              }
            }
            if (data30.name !== void 0) {
              let data32 = data30.name;
              if (typeof data32 !== "string") {
                const err76 = { instancePath: instancePath + "/codes/" + i5 + "/name", schemaPath: "#/$defs/item/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema224.properties.name.type, parentSchema: schema224.properties.name, data: data32 };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            }
            if (data30.covered !== void 0) {
              let data33 = data30.covered;
              if (typeof data33 !== "boolean") {
                const err77 = { instancePath: instancePath + "/codes/" + i5 + "/covered", schemaPath: "#/$defs/item/properties/covered/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema224.properties.covered.type, parentSchema: schema224.properties.covered, data: data33 };
                if (vErrors === null) {
                  vErrors = [err77];
                } else {
                  vErrors.push(err77);
                }
                errors++;
              }
            }
            if (data30.count !== void 0) {
              let data34 = data30.count;
              if (!(typeof data34 == "number" && (!(data34 % 1) && !isNaN(data34)) && isFinite(data34))) {
                const err78 = { instancePath: instancePath + "/codes/" + i5 + "/count", schemaPath: "#/$defs/item/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema224.properties.count.type, parentSchema: schema224.properties.count, data: data34 };
                if (vErrors === null) {
                  vErrors = [err78];
                } else {
                  vErrors.push(err78);
                }
                errors++;
              }
              if (typeof data34 == "number" && isFinite(data34)) {
                if (data34 < 0 || isNaN(data34)) {
                  const err79 = { instancePath: instancePath + "/codes/" + i5 + "/count", schemaPath: "#/$defs/item/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema224.properties.count, data: data34 };
                  if (vErrors === null) {
                    vErrors = [err79];
                  } else {
                    vErrors.push(err79);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err80 = { instancePath: instancePath + "/codes/" + i5, schemaPath: "#/$defs/item/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema224.type, parentSchema: schema224, data: data30 };
            if (vErrors === null) {
              vErrors = [err80];
            } else {
              vErrors.push(err80);
            }
            errors++;
          }
        }
      } else {
        const err81 = { instancePath: instancePath + "/codes", schemaPath: "#/properties/codes/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema216.properties.codes.type, parentSchema: schema216.properties.codes, data: data29 };
        if (vErrors === null) {
          vErrors = [err81];
        } else {
          vErrors.push(err81);
        }
        errors++;
      }
    }
    if (data.reasons !== void 0) {
      let data35 = data.reasons;
      if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
        for (const key6 in data35) {
          let data36 = data35[key6];
          if (!(typeof data36 == "number" && (!(data36 % 1) && !isNaN(data36)) && isFinite(data36))) {
            const err82 = { instancePath: instancePath + "/reasons/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/reasons/additionalProperties/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema216.properties.reasons.additionalProperties.type, parentSchema: schema216.properties.reasons.additionalProperties, data: data36 };
            if (vErrors === null) {
              vErrors = [err82];
            } else {
              vErrors.push(err82);
            }
            errors++;
          }
          if (typeof data36 == "number" && isFinite(data36)) {
            if (data36 < 1 || isNaN(data36)) {
              const err83 = { instancePath: instancePath + "/reasons/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/reasons/additionalProperties/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema216.properties.reasons.additionalProperties, data: data36 };
              if (vErrors === null) {
                vErrors = [err83];
              } else {
                vErrors.push(err83);
              }
              errors++;
            }
          }
        }
      } else {
        const err84 = { instancePath: instancePath + "/reasons", schemaPath: "#/properties/reasons/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema216.properties.reasons.type, parentSchema: schema216.properties.reasons, data: data35 };
        if (vErrors === null) {
          vErrors = [err84];
        } else {
          vErrors.push(err84);
        }
        errors++;
      }
    }
  } else {
    const err85 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema216.type, parentSchema: schema216, data };
    if (vErrors === null) {
      vErrors = [err85];
    } else {
      vErrors.push(err85);
    }
    errors++;
  }
  validate110.errors = vErrors;
  return errors === 0;
}
validate110.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var world = validate140;
var schema285 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "world.schema.json", "title": "WorldSummary", "description": "What GET /__world says of the tenant's world at once, whatever its size: counts and the versions a page polls to know what to refetch.", "type": "object", "required": ["version", "counts", "default_caller", "timestamp_unit"], "additionalProperties": false, "properties": { "version": { "type": "object", "description": "Numbers that only grow. `world` moves with every change to a record (a /v1 write, a reset, a fixture load); `journal` with every journaled request and clear; `controls` with the clock, the faults and the list of tenants.", "required": ["world", "journal", "controls"], "additionalProperties": false, "properties": { "world": { "type": "integer", "minimum": 0 }, "journal": { "type": "integer", "minimum": 0 }, "controls": { "type": "integer", "minimum": 0 } } }, "counts": { "type": "object", "required": ["contacts", "groups", "conversations", "messages", "tokens"], "additionalProperties": false, "properties": { "contacts": { "type": "integer", "minimum": 0 }, "groups": { "type": "integer", "minimum": 0 }, "conversations": { "type": "integer", "minimum": 0, "description": "Group conversations too." }, "messages": { "type": "integer", "minimum": 0 }, "tokens": { "type": "integer", "minimum": 0 } } }, "default_caller": { "type": ["string", "null"], "description": "The contact a request without a token acts as, when the fixture names one." }, "timestamp_unit": { "enum": ["s", "ms"] } } };
function validate140(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate140.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.version === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'", schema: schema285.required, parentSchema: schema285, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.counts === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "counts" }, message: "must have required property 'counts'", schema: schema285.required, parentSchema: schema285, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.default_caller === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "default_caller" }, message: "must have required property 'default_caller'", schema: schema285.required, parentSchema: schema285, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.timestamp_unit === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "timestamp_unit" }, message: "must have required property 'timestamp_unit'", schema: schema285.required, parentSchema: schema285, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "version" || key0 === "counts" || key0 === "default_caller" || key0 === "timestamp_unit")) {
        const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema285, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.version !== void 0) {
      let data0 = data.version;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        if (data0.world === void 0) {
          const err5 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/required", keyword: "required", params: { missingProperty: "world" }, message: "must have required property 'world'", schema: schema285.properties.version.required, parentSchema: schema285.properties.version, data: data0 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data0.journal === void 0) {
          const err6 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/required", keyword: "required", params: { missingProperty: "journal" }, message: "must have required property 'journal'", schema: schema285.properties.version.required, parentSchema: schema285.properties.version, data: data0 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data0.controls === void 0) {
          const err7 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/required", keyword: "required", params: { missingProperty: "controls" }, message: "must have required property 'controls'", schema: schema285.properties.version.required, parentSchema: schema285.properties.version, data: data0 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        for (const key1 in data0) {
          if (!(key1 === "world" || key1 === "journal" || key1 === "controls")) {
            const err8 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema285.properties.version, data: data0 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data0.world !== void 0) {
          let data1 = data0.world;
          if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
            const err9 = { instancePath: instancePath + "/version/world", schemaPath: "#/properties/version/properties/world/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema285.properties.version.properties.world.type, parentSchema: schema285.properties.version.properties.world, data: data1 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          if (typeof data1 == "number" && isFinite(data1)) {
            if (data1 < 0 || isNaN(data1)) {
              const err10 = { instancePath: instancePath + "/version/world", schemaPath: "#/properties/version/properties/world/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema285.properties.version.properties.world, data: data1 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          }
        }
        if (data0.journal !== void 0) {
          let data2 = data0.journal;
          if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
            const err11 = { instancePath: instancePath + "/version/journal", schemaPath: "#/properties/version/properties/journal/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema285.properties.version.properties.journal.type, parentSchema: schema285.properties.version.properties.journal, data: data2 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
          if (typeof data2 == "number" && isFinite(data2)) {
            if (data2 < 0 || isNaN(data2)) {
              const err12 = { instancePath: instancePath + "/version/journal", schemaPath: "#/properties/version/properties/journal/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema285.properties.version.properties.journal, data: data2 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          }
        }
        if (data0.controls !== void 0) {
          let data3 = data0.controls;
          if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
            const err13 = { instancePath: instancePath + "/version/controls", schemaPath: "#/properties/version/properties/controls/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema285.properties.version.properties.controls.type, parentSchema: schema285.properties.version.properties.controls, data: data3 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
          if (typeof data3 == "number" && isFinite(data3)) {
            if (data3 < 0 || isNaN(data3)) {
              const err14 = { instancePath: instancePath + "/version/controls", schemaPath: "#/properties/version/properties/controls/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema285.properties.version.properties.controls, data: data3 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema285.properties.version.type, parentSchema: schema285.properties.version, data: data0 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.counts !== void 0) {
      let data4 = data.counts;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.contacts === void 0) {
          const err16 = { instancePath: instancePath + "/counts", schemaPath: "#/properties/counts/required", keyword: "required", params: { missingProperty: "contacts" }, message: "must have required property 'contacts'", schema: schema285.properties.counts.required, parentSchema: schema285.properties.counts, data: data4 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data4.groups === void 0) {
          const err17 = { instancePath: instancePath + "/counts", schemaPath: "#/properties/counts/required", keyword: "required", params: { missingProperty: "groups" }, message: "must have required property 'groups'", schema: schema285.properties.counts.required, parentSchema: schema285.properties.counts, data: data4 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data4.conversations === void 0) {
          const err18 = { instancePath: instancePath + "/counts", schemaPath: "#/properties/counts/required", keyword: "required", params: { missingProperty: "conversations" }, message: "must have required property 'conversations'", schema: schema285.properties.counts.required, parentSchema: schema285.properties.counts, data: data4 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data4.messages === void 0) {
          const err19 = { instancePath: instancePath + "/counts", schemaPath: "#/properties/counts/required", keyword: "required", params: { missingProperty: "messages" }, message: "must have required property 'messages'", schema: schema285.properties.counts.required, parentSchema: schema285.properties.counts, data: data4 };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data4.tokens === void 0) {
          const err20 = { instancePath: instancePath + "/counts", schemaPath: "#/properties/counts/required", keyword: "required", params: { missingProperty: "tokens" }, message: "must have required property 'tokens'", schema: schema285.properties.counts.required, parentSchema: schema285.properties.counts, data: data4 };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        for (const key2 in data4) {
          if (!(key2 === "contacts" || key2 === "groups" || key2 === "conversations" || key2 === "messages" || key2 === "tokens")) {
            const err21 = { instancePath: instancePath + "/counts", schemaPath: "#/properties/counts/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema285.properties.counts, data: data4 };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data4.contacts !== void 0) {
          let data5 = data4.contacts;
          if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
            const err22 = { instancePath: instancePath + "/counts/contacts", schemaPath: "#/properties/counts/properties/contacts/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema285.properties.counts.properties.contacts.type, parentSchema: schema285.properties.counts.properties.contacts, data: data5 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          if (typeof data5 == "number" && isFinite(data5)) {
            if (data5 < 0 || isNaN(data5)) {
              const err23 = { instancePath: instancePath + "/counts/contacts", schemaPath: "#/properties/counts/properties/contacts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema285.properties.counts.properties.contacts, data: data5 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          }
        }
        if (data4.groups !== void 0) {
          let data6 = data4.groups;
          if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
            const err24 = { instancePath: instancePath + "/counts/groups", schemaPath: "#/properties/counts/properties/groups/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema285.properties.counts.properties.groups.type, parentSchema: schema285.properties.counts.properties.groups, data: data6 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          if (typeof data6 == "number" && isFinite(data6)) {
            if (data6 < 0 || isNaN(data6)) {
              const err25 = { instancePath: instancePath + "/counts/groups", schemaPath: "#/properties/counts/properties/groups/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema285.properties.counts.properties.groups, data: data6 };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
        }
        if (data4.conversations !== void 0) {
          let data7 = data4.conversations;
          if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
            const err26 = { instancePath: instancePath + "/counts/conversations", schemaPath: "#/properties/counts/properties/conversations/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema285.properties.counts.properties.conversations.type, parentSchema: schema285.properties.counts.properties.conversations, data: data7 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          if (typeof data7 == "number" && isFinite(data7)) {
            if (data7 < 0 || isNaN(data7)) {
              const err27 = { instancePath: instancePath + "/counts/conversations", schemaPath: "#/properties/counts/properties/conversations/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema285.properties.counts.properties.conversations, data: data7 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
        }
        if (data4.messages !== void 0) {
          let data8 = data4.messages;
          if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
            const err28 = { instancePath: instancePath + "/counts/messages", schemaPath: "#/properties/counts/properties/messages/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema285.properties.counts.properties.messages.type, parentSchema: schema285.properties.counts.properties.messages, data: data8 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
          if (typeof data8 == "number" && isFinite(data8)) {
            if (data8 < 0 || isNaN(data8)) {
              const err29 = { instancePath: instancePath + "/counts/messages", schemaPath: "#/properties/counts/properties/messages/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema285.properties.counts.properties.messages, data: data8 };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          }
        }
        if (data4.tokens !== void 0) {
          let data9 = data4.tokens;
          if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9))) {
            const err30 = { instancePath: instancePath + "/counts/tokens", schemaPath: "#/properties/counts/properties/tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema285.properties.counts.properties.tokens.type, parentSchema: schema285.properties.counts.properties.tokens, data: data9 };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
          if (typeof data9 == "number" && isFinite(data9)) {
            if (data9 < 0 || isNaN(data9)) {
              const err31 = { instancePath: instancePath + "/counts/tokens", schemaPath: "#/properties/counts/properties/tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema285.properties.counts.properties.tokens, data: data9 };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
        }
      } else {
        const err32 = { instancePath: instancePath + "/counts", schemaPath: "#/properties/counts/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema285.properties.counts.type, parentSchema: schema285.properties.counts, data: data4 };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.default_caller !== void 0) {
      let data10 = data.default_caller;
      if (typeof data10 !== "string" && data10 !== null) {
        const err33 = { instancePath: instancePath + "/default_caller", schemaPath: "#/properties/default_caller/type", keyword: "type", params: { type: schema285.properties.default_caller.type }, message: "must be string,null", schema: schema285.properties.default_caller.type, parentSchema: schema285.properties.default_caller, data: data10 };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.timestamp_unit !== void 0) {
      let data11 = data.timestamp_unit;
      if (!(data11 === "s" || data11 === "ms")) {
        const err34 = { instancePath: instancePath + "/timestamp_unit", schemaPath: "#/properties/timestamp_unit/enum", keyword: "enum", params: { allowedValues: schema285.properties.timestamp_unit.enum }, message: "must be equal to one of the allowed values", schema: schema285.properties.timestamp_unit.enum, parentSchema: schema285.properties.timestamp_unit, data: data11 };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
  } else {
    const err35 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema285.type, parentSchema: schema285, data };
    if (vErrors === null) {
      vErrors = [err35];
    } else {
      vErrors.push(err35);
    }
    errors++;
  }
  validate140.errors = vErrors;
  return errors === 0;
}
validate140.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var worldContacts = validate113;
var schema227 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "world-contacts.schema.json", "title": "WorldContactPage", "description": "A page of the world's contacts, in the order the fixture lists them (then those created since), each with the tokens that act as it.", "type": "object", "required": ["data", "next"], "additionalProperties": false, "properties": { "data": { "type": "array", "maxItems": 500, "items": { "title": "WorldContact", "type": "object", "required": ["id", "username", "phone_number", "avatar_url", "last_active_at", "created_at", "tokens"], "additionalProperties": false, "properties": { "id": { "$ref": "contact.schema.json#/properties/id" }, "username": { "$ref": "contact.schema.json#/properties/username" }, "phone_number": { "$ref": "contact.schema.json#/properties/phone_number" }, "avatar_url": { "$ref": "contact.schema.json#/properties/avatar_url" }, "last_active_at": { "$ref": "contact.schema.json#/properties/last_active_at" }, "created_at": { "$ref": "contact.schema.json#/properties/created_at" }, "tokens": { "type": "array", "items": { "title": "WorldToken", "type": "object", "required": ["token", "expires_at"], "additionalProperties": false, "properties": { "token": { "type": "string" }, "expires_at": { "$ref": "common.schema.json#/$defs/nullableTimestamp" } } } } } } }, "next": { "$ref": "#/$defs/next" } }, "$defs": { "next": { "title": "WorldNext", "type": ["string", "null"], "description": "Pass it as `after` for the next page; null when the list ends here. A search that stopped at its limit gives one too, even if no further item matches." }, "query": { "title": "WorldContactQuery", "description": "Query of GET /__world/contacts.", "type": "object", "additionalProperties": false, "properties": { "q": { "$ref": "#/$defs/q" }, "after": { "$ref": "#/$defs/after" }, "limit": { "$ref": "#/$defs/pageLimit" } } }, "q": { "title": "WorldSearchText", "type": "string", "maxLength": 200, "description": "Keeps the items whose id, name or text contains it, case ignored. Empty: every item." }, "after": { "title": "WorldAfter", "type": "string", "minLength": 1, "description": "The `next` of the previous page: this page starts after that item." }, "pageLimit": { "title": "WorldPageLimit", "type": "integer", "minimum": 1, "maximum": 500, "default": 50, "description": "Page size, 1 to 500." } } };
var schema235 = { "title": "WorldNext", "type": ["string", "null"], "description": "Pass it as `after` for the next page; null when the list ends here. A search that stopped at its limit gives one too, even if no further item matches." };
function validate113(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate113.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" }, message: "must have required property 'data'", schema: schema227.required, parentSchema: schema227, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.next === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "next" }, message: "must have required property 'next'", schema: schema227.required, parentSchema: schema227, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "data" || key0 === "next")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema227, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.data !== void 0) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        if (data0.length > 500) {
          const err3 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/maxItems", keyword: "maxItems", params: { limit: 500 }, message: "must NOT have more than 500 items", schema: 500, parentSchema: schema227.properties.data, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.id === void 0) {
              const err4 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema227.properties.data.items.required, parentSchema: schema227.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (data1.username === void 0) {
              const err5 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "username" }, message: "must have required property 'username'", schema: schema227.properties.data.items.required, parentSchema: schema227.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data1.phone_number === void 0) {
              const err6 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "phone_number" }, message: "must have required property 'phone_number'", schema: schema227.properties.data.items.required, parentSchema: schema227.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data1.avatar_url === void 0) {
              const err7 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "avatar_url" }, message: "must have required property 'avatar_url'", schema: schema227.properties.data.items.required, parentSchema: schema227.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data1.last_active_at === void 0) {
              const err8 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "last_active_at" }, message: "must have required property 'last_active_at'", schema: schema227.properties.data.items.required, parentSchema: schema227.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (data1.created_at === void 0) {
              const err9 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "created_at" }, message: "must have required property 'created_at'", schema: schema227.properties.data.items.required, parentSchema: schema227.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (data1.tokens === void 0) {
              const err10 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "tokens" }, message: "must have required property 'tokens'", schema: schema227.properties.data.items.required, parentSchema: schema227.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
            for (const key1 in data1) {
              if (!(key1 === "id" || key1 === "username" || key1 === "phone_number" || key1 === "avatar_url" || key1 === "last_active_at" || key1 === "created_at" || key1 === "tokens")) {
                const err11 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema227.properties.data.items, data: data1 };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
            if (data1.id !== void 0) {
              let data2 = data1.id;
              if (typeof data2 === "string") {
                if (func2(data2) > 128) {
                  const err12 = { instancePath: instancePath + "/data/" + i0 + "/id", schemaPath: "contact.schema.json#/properties/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data2 };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
                if (func2(data2) < 1) {
                  const err13 = { instancePath: instancePath + "/data/" + i0 + "/id", schemaPath: "contact.schema.json#/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data2 };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                }
              } else {
                const err14 = { instancePath: instancePath + "/data/" + i0 + "/id", schemaPath: "contact.schema.json#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data2 };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            if (data1.username !== void 0) {
              let data3 = data1.username;
              if (typeof data3 !== "string" && data3 !== null) {
                const err15 = { instancePath: instancePath + "/data/" + i0 + "/username", schemaPath: "contact.schema.json#/properties/username/type", keyword: "type", params: { type: schema87.type }, message: "must be string,null", schema: schema87.type, parentSchema: schema87, data: data3 };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
              if (typeof data3 === "string") {
                if (func2(data3) > 64) {
                  const err16 = { instancePath: instancePath + "/data/" + i0 + "/username", schemaPath: "contact.schema.json#/properties/username/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema87, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
                if (func2(data3) < 1) {
                  const err17 = { instancePath: instancePath + "/data/" + i0 + "/username", schemaPath: "contact.schema.json#/properties/username/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema87, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                }
              }
            }
            if (data1.phone_number !== void 0) {
              let data4 = data1.phone_number;
              if (typeof data4 !== "string" && data4 !== null) {
                const err18 = { instancePath: instancePath + "/data/" + i0 + "/phone_number", schemaPath: "contact.schema.json#/properties/phone_number/type", keyword: "type", params: { type: schema88.type }, message: "must be string,null", schema: schema88.type, parentSchema: schema88, data: data4 };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
              if (typeof data4 === "string") {
                if (func2(data4) > 32) {
                  const err19 = { instancePath: instancePath + "/data/" + i0 + "/phone_number", schemaPath: "contact.schema.json#/properties/phone_number/maxLength", keyword: "maxLength", params: { limit: 32 }, message: "must NOT have more than 32 characters", schema: 32, parentSchema: schema88, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
                if (func2(data4) < 1) {
                  const err20 = { instancePath: instancePath + "/data/" + i0 + "/phone_number", schemaPath: "contact.schema.json#/properties/phone_number/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema88, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
              }
            }
            if (data1.avatar_url !== void 0) {
              let data5 = data1.avatar_url;
              if (typeof data5 !== "string" && data5 !== null) {
                const err21 = { instancePath: instancePath + "/data/" + i0 + "/avatar_url", schemaPath: "contact.schema.json#/properties/avatar_url/type", keyword: "type", params: { type: schema38.type }, message: "must be string,null", schema: schema38.type, parentSchema: schema38, data: data5 };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
              if (typeof data5 === "string") {
                if (func2(data5) > 2048) {
                  const err22 = { instancePath: instancePath + "/data/" + i0 + "/avatar_url", schemaPath: "contact.schema.json#/properties/avatar_url/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters", schema: 2048, parentSchema: schema38, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
                if (!pattern4.test(data5)) {
                  const err23 = { instancePath: instancePath + "/data/" + i0 + "/avatar_url", schemaPath: "contact.schema.json#/properties/avatar_url/pattern", keyword: "pattern", params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://" }, message: 'must match pattern "^[Hh][Tt][Tt][Pp][Ss]?://"', schema: "^[Hh][Tt][Tt][Pp][Ss]?://", parentSchema: schema38, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
                if (!formats0(data5)) {
                  const err24 = { instancePath: instancePath + "/data/" + i0 + "/avatar_url", schemaPath: "contact.schema.json#/properties/avatar_url/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"', schema: "uri", parentSchema: schema38, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              }
            }
            if (data1.last_active_at !== void 0) {
              let data6 = data1.last_active_at;
              if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6)) && data6 !== null) {
                const err25 = { instancePath: instancePath + "/data/" + i0 + "/last_active_at", schemaPath: "contact.schema.json#/properties/last_active_at/type", keyword: "type", params: { type: schema39.type }, message: "must be integer,null", schema: schema39.type, parentSchema: schema39, data: data6 };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
              if (typeof data6 == "number" && isFinite(data6)) {
                if (data6 > 9007199254740991 || isNaN(data6)) {
                  const err26 = { instancePath: instancePath + "/data/" + i0 + "/last_active_at", schemaPath: "contact.schema.json#/properties/last_active_at/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema39, data: data6 };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
                if (data6 < 0 || isNaN(data6)) {
                  const err27 = { instancePath: instancePath + "/data/" + i0 + "/last_active_at", schemaPath: "contact.schema.json#/properties/last_active_at/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema39, data: data6 };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
            }
            if (data1.created_at !== void 0) {
              let data7 = data1.created_at;
              if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
                const err28 = { instancePath: instancePath + "/data/" + i0 + "/created_at", schemaPath: "contact.schema.json#/properties/created_at/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.type, parentSchema: schema40, data: data7 };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
              if (typeof data7 == "number" && isFinite(data7)) {
                if (data7 > 9007199254740991 || isNaN(data7)) {
                  const err29 = { instancePath: instancePath + "/data/" + i0 + "/created_at", schemaPath: "contact.schema.json#/properties/created_at/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema40, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
                if (data7 < 0 || isNaN(data7)) {
                  const err30 = { instancePath: instancePath + "/data/" + i0 + "/created_at", schemaPath: "contact.schema.json#/properties/created_at/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
              }
            }
            if (data1.tokens !== void 0) {
              let data8 = data1.tokens;
              if (Array.isArray(data8)) {
                const len1 = data8.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let data9 = data8[i1];
                  if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                    if (data9.token === void 0) {
                      const err31 = { instancePath: instancePath + "/data/" + i0 + "/tokens/" + i1, schemaPath: "#/properties/data/items/properties/tokens/items/required", keyword: "required", params: { missingProperty: "token" }, message: "must have required property 'token'", schema: schema227.properties.data.items.properties.tokens.items.required, parentSchema: schema227.properties.data.items.properties.tokens.items, data: data9 };
                      if (vErrors === null) {
                        vErrors = [err31];
                      } else {
                        vErrors.push(err31);
                      }
                      errors++;
                    }
                    if (data9.expires_at === void 0) {
                      const err32 = { instancePath: instancePath + "/data/" + i0 + "/tokens/" + i1, schemaPath: "#/properties/data/items/properties/tokens/items/required", keyword: "required", params: { missingProperty: "expires_at" }, message: "must have required property 'expires_at'", schema: schema227.properties.data.items.properties.tokens.items.required, parentSchema: schema227.properties.data.items.properties.tokens.items, data: data9 };
                      if (vErrors === null) {
                        vErrors = [err32];
                      } else {
                        vErrors.push(err32);
                      }
                      errors++;
                    }
                    for (const key2 in data9) {
                      if (!(key2 === "token" || key2 === "expires_at")) {
                        const err33 = { instancePath: instancePath + "/data/" + i0 + "/tokens/" + i1, schemaPath: "#/properties/data/items/properties/tokens/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema227.properties.data.items.properties.tokens.items, data: data9 };
                        if (vErrors === null) {
                          vErrors = [err33];
                        } else {
                          vErrors.push(err33);
                        }
                        errors++;
                      }
                    }
                    if (data9.token !== void 0) {
                      let data10 = data9.token;
                      if (typeof data10 !== "string") {
                        const err34 = { instancePath: instancePath + "/data/" + i0 + "/tokens/" + i1 + "/token", schemaPath: "#/properties/data/items/properties/tokens/items/properties/token/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema227.properties.data.items.properties.tokens.items.properties.token.type, parentSchema: schema227.properties.data.items.properties.tokens.items.properties.token, data: data10 };
                        if (vErrors === null) {
                          vErrors = [err34];
                        } else {
                          vErrors.push(err34);
                        }
                        errors++;
                      }
                    }
                    if (data9.expires_at !== void 0) {
                      let data11 = data9.expires_at;
                      if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11)) && data11 !== null) {
                        const err35 = { instancePath: instancePath + "/data/" + i0 + "/tokens/" + i1 + "/expires_at", schemaPath: "common.schema.json#/$defs/nullableTimestamp/type", keyword: "type", params: { type: schema39.type }, message: "must be integer,null", schema: schema39.type, parentSchema: schema39, data: data11 };
                        if (vErrors === null) {
                          vErrors = [err35];
                        } else {
                          vErrors.push(err35);
                        }
                        errors++;
                      }
                      if (typeof data11 == "number" && isFinite(data11)) {
                        if (data11 > 9007199254740991 || isNaN(data11)) {
                          const err36 = { instancePath: instancePath + "/data/" + i0 + "/tokens/" + i1 + "/expires_at", schemaPath: "common.schema.json#/$defs/nullableTimestamp/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema39, data: data11 };
                          if (vErrors === null) {
                            vErrors = [err36];
                          } else {
                            vErrors.push(err36);
                          }
                          errors++;
                        }
                        if (data11 < 0 || isNaN(data11)) {
                          const err37 = { instancePath: instancePath + "/data/" + i0 + "/tokens/" + i1 + "/expires_at", schemaPath: "common.schema.json#/$defs/nullableTimestamp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema39, data: data11 };
                          if (vErrors === null) {
                            vErrors = [err37];
                          } else {
                            vErrors.push(err37);
                          }
                          errors++;
                        }
                      }
                    }
                  } else {
                    const err38 = { instancePath: instancePath + "/data/" + i0 + "/tokens/" + i1, schemaPath: "#/properties/data/items/properties/tokens/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema227.properties.data.items.properties.tokens.items.type, parentSchema: schema227.properties.data.items.properties.tokens.items, data: data9 };
                    if (vErrors === null) {
                      vErrors = [err38];
                    } else {
                      vErrors.push(err38);
                    }
                    errors++;
                  }
                }
              } else {
                const err39 = { instancePath: instancePath + "/data/" + i0 + "/tokens", schemaPath: "#/properties/data/items/properties/tokens/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema227.properties.data.items.properties.tokens.type, parentSchema: schema227.properties.data.items.properties.tokens, data: data8 };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
          } else {
            const err40 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema227.properties.data.items.type, parentSchema: schema227.properties.data.items, data: data1 };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
      } else {
        const err41 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema227.properties.data.type, parentSchema: schema227.properties.data, data: data0 };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
    if (data.next !== void 0) {
      let data12 = data.next;
      if (typeof data12 !== "string" && data12 !== null) {
        const err42 = { instancePath: instancePath + "/next", schemaPath: "#/$defs/next/type", keyword: "type", params: { type: schema235.type }, message: "must be string,null", schema: schema235.type, parentSchema: schema235, data: data12 };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
  } else {
    const err43 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema227.type, parentSchema: schema227, data };
    if (vErrors === null) {
      vErrors = [err43];
    } else {
      vErrors.push(err43);
    }
    errors++;
  }
  validate113.errors = vErrors;
  return errors === 0;
}
validate113.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var worldConversations = validate115;
var schema240 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "world-conversations.schema.json", "title": "WorldConversationPage", "description": "A page of the world's conversations (groups' first, in their fixture order, then direct ones; then those created since), each with its group, its participants and how many messages it holds.", "type": "object", "required": ["data", "next"], "additionalProperties": false, "properties": { "data": { "type": "array", "maxItems": 500, "items": { "$ref": "#/$defs/conversation" } }, "next": { "$ref": "world-contacts.schema.json#/$defs/next" } }, "$defs": { "conversation": { "title": "WorldConversation", "type": "object", "required": ["id", "group", "participants", "messages"], "additionalProperties": false, "properties": { "id": { "$ref": "common.schema.json#/$defs/id" }, "group": { "oneOf": [{ "type": "null" }, { "title": "WorldGroup", "type": "object", "required": ["id", "name", "description", "avatar_url", "owner", "contacts", "created_at", "archived_at"], "additionalProperties": false, "properties": { "id": { "$ref": "group.schema.json#/properties/id" }, "name": { "$ref": "group.schema.json#/properties/name" }, "description": { "$ref": "group.schema.json#/properties/description" }, "avatar_url": { "$ref": "group.schema.json#/properties/avatar_url" }, "owner": { "$ref": "common.schema.json#/$defs/id" }, "contacts": { "type": "array", "items": { "$ref": "common.schema.json#/$defs/id" } }, "created_at": { "$ref": "group.schema.json#/properties/created_at" }, "archived_at": { "$ref": "group.schema.json#/properties/archived_at" } } }] }, "participants": { "type": "array", "description": "A group's owner then its members, or a direct conversation's participants.", "items": { "title": "WorldParticipant", "type": "object", "required": ["id", "username"], "additionalProperties": false, "properties": { "id": { "$ref": "common.schema.json#/$defs/id" }, "username": { "type": ["string", "null"] } } } }, "messages": { "type": "integer", "minimum": 0, "description": "How many messages it holds." } } }, "query": { "title": "WorldConversationQuery", "description": "Query of GET /__world/conversations.", "type": "object", "additionalProperties": false, "properties": { "kind": { "enum": ["group", "direct"], "description": "Only group conversations, or only direct ones. Default: both." }, "q": { "$ref": "world-contacts.schema.json#/$defs/q" }, "after": { "$ref": "world-contacts.schema.json#/$defs/after" }, "limit": { "$ref": "world-contacts.schema.json#/$defs/pageLimit" } } } } };
var schema241 = { "title": "WorldConversation", "type": "object", "required": ["id", "group", "participants", "messages"], "additionalProperties": false, "properties": { "id": { "$ref": "common.schema.json#/$defs/id" }, "group": { "oneOf": [{ "type": "null" }, { "title": "WorldGroup", "type": "object", "required": ["id", "name", "description", "avatar_url", "owner", "contacts", "created_at", "archived_at"], "additionalProperties": false, "properties": { "id": { "$ref": "group.schema.json#/properties/id" }, "name": { "$ref": "group.schema.json#/properties/name" }, "description": { "$ref": "group.schema.json#/properties/description" }, "avatar_url": { "$ref": "group.schema.json#/properties/avatar_url" }, "owner": { "$ref": "common.schema.json#/$defs/id" }, "contacts": { "type": "array", "items": { "$ref": "common.schema.json#/$defs/id" } }, "created_at": { "$ref": "group.schema.json#/properties/created_at" }, "archived_at": { "$ref": "group.schema.json#/properties/archived_at" } } }] }, "participants": { "type": "array", "description": "A group's owner then its members, or a direct conversation's participants.", "items": { "title": "WorldParticipant", "type": "object", "required": ["id", "username"], "additionalProperties": false, "properties": { "id": { "$ref": "common.schema.json#/$defs/id" }, "username": { "type": ["string", "null"] } } } }, "messages": { "type": "integer", "minimum": 0, "description": "How many messages it holds." } } };
function validate116(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate116.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema241.required, parentSchema: schema241, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.group === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "group" }, message: "must have required property 'group'", schema: schema241.required, parentSchema: schema241, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.participants === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "participants" }, message: "must have required property 'participants'", schema: schema241.required, parentSchema: schema241, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.messages === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "messages" }, message: "must have required property 'messages'", schema: schema241.required, parentSchema: schema241, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "group" || key0 === "participants" || key0 === "messages")) {
        const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema241, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func2(data0) > 128) {
          const err5 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err6 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data0 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = { instancePath: instancePath + "/id", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data0 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.group !== void 0) {
      let data1 = data.group;
      const _errs6 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs7 = errors;
      if (data1 !== null) {
        const err8 = { instancePath: instancePath + "/group", schemaPath: "#/properties/group/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema241.properties.group.oneOf[0].type, parentSchema: schema241.properties.group.oneOf[0], data: data1 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
      }
      const _errs9 = errors;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.id === void 0) {
          const err9 = { instancePath: instancePath + "/group", schemaPath: "#/properties/group/oneOf/1/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema241.properties.group.oneOf[1].required, parentSchema: schema241.properties.group.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data1.name === void 0) {
          const err10 = { instancePath: instancePath + "/group", schemaPath: "#/properties/group/oneOf/1/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema241.properties.group.oneOf[1].required, parentSchema: schema241.properties.group.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data1.description === void 0) {
          const err11 = { instancePath: instancePath + "/group", schemaPath: "#/properties/group/oneOf/1/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property 'description'", schema: schema241.properties.group.oneOf[1].required, parentSchema: schema241.properties.group.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data1.avatar_url === void 0) {
          const err12 = { instancePath: instancePath + "/group", schemaPath: "#/properties/group/oneOf/1/required", keyword: "required", params: { missingProperty: "avatar_url" }, message: "must have required property 'avatar_url'", schema: schema241.properties.group.oneOf[1].required, parentSchema: schema241.properties.group.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data1.owner === void 0) {
          const err13 = { instancePath: instancePath + "/group", schemaPath: "#/properties/group/oneOf/1/required", keyword: "required", params: { missingProperty: "owner" }, message: "must have required property 'owner'", schema: schema241.properties.group.oneOf[1].required, parentSchema: schema241.properties.group.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data1.contacts === void 0) {
          const err14 = { instancePath: instancePath + "/group", schemaPath: "#/properties/group/oneOf/1/required", keyword: "required", params: { missingProperty: "contacts" }, message: "must have required property 'contacts'", schema: schema241.properties.group.oneOf[1].required, parentSchema: schema241.properties.group.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data1.created_at === void 0) {
          const err15 = { instancePath: instancePath + "/group", schemaPath: "#/properties/group/oneOf/1/required", keyword: "required", params: { missingProperty: "created_at" }, message: "must have required property 'created_at'", schema: schema241.properties.group.oneOf[1].required, parentSchema: schema241.properties.group.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data1.archived_at === void 0) {
          const err16 = { instancePath: instancePath + "/group", schemaPath: "#/properties/group/oneOf/1/required", keyword: "required", params: { missingProperty: "archived_at" }, message: "must have required property 'archived_at'", schema: schema241.properties.group.oneOf[1].required, parentSchema: schema241.properties.group.oneOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        for (const key1 in data1) {
          if (!(key1 === "id" || key1 === "name" || key1 === "description" || key1 === "avatar_url" || key1 === "owner" || key1 === "contacts" || key1 === "created_at" || key1 === "archived_at")) {
            const err17 = { instancePath: instancePath + "/group", schemaPath: "#/properties/group/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema241.properties.group.oneOf[1], data: data1 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data1.id !== void 0) {
          let data2 = data1.id;
          if (typeof data2 === "string") {
            if (func2(data2) > 128) {
              const err18 = { instancePath: instancePath + "/group/id", schemaPath: "group.schema.json#/properties/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data2 };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            if (func2(data2) < 1) {
              const err19 = { instancePath: instancePath + "/group/id", schemaPath: "group.schema.json#/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data2 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          } else {
            const err20 = { instancePath: instancePath + "/group/id", schemaPath: "group.schema.json#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data2 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data1.name !== void 0) {
          let data3 = data1.name;
          if (typeof data3 === "string") {
            if (func2(data3) > 100) {
              const err21 = { instancePath: instancePath + "/group/name", schemaPath: "group.schema.json#/properties/name/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters", schema: 100, parentSchema: schema82, data: data3 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (func2(data3) < 1) {
              const err22 = { instancePath: instancePath + "/group/name", schemaPath: "group.schema.json#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema82, data: data3 };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          } else {
            const err23 = { instancePath: instancePath + "/group/name", schemaPath: "group.schema.json#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema82.type, parentSchema: schema82, data: data3 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        if (data1.description !== void 0) {
          let data4 = data1.description;
          if (typeof data4 !== "string" && data4 !== null) {
            const err24 = { instancePath: instancePath + "/group/description", schemaPath: "group.schema.json#/properties/description/type", keyword: "type", params: { type: schema83.type }, message: "must be string,null", schema: schema83.type, parentSchema: schema83, data: data4 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          if (typeof data4 === "string") {
            if (func2(data4) > 1e3) {
              const err25 = { instancePath: instancePath + "/group/description", schemaPath: "group.schema.json#/properties/description/maxLength", keyword: "maxLength", params: { limit: 1e3 }, message: "must NOT have more than 1000 characters", schema: 1e3, parentSchema: schema83, data: data4 };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
        }
        if (data1.avatar_url !== void 0) {
          let data5 = data1.avatar_url;
          if (typeof data5 !== "string" && data5 !== null) {
            const err26 = { instancePath: instancePath + "/group/avatar_url", schemaPath: "group.schema.json#/properties/avatar_url/type", keyword: "type", params: { type: schema38.type }, message: "must be string,null", schema: schema38.type, parentSchema: schema38, data: data5 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          if (typeof data5 === "string") {
            if (func2(data5) > 2048) {
              const err27 = { instancePath: instancePath + "/group/avatar_url", schemaPath: "group.schema.json#/properties/avatar_url/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters", schema: 2048, parentSchema: schema38, data: data5 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
            if (!pattern4.test(data5)) {
              const err28 = { instancePath: instancePath + "/group/avatar_url", schemaPath: "group.schema.json#/properties/avatar_url/pattern", keyword: "pattern", params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://" }, message: 'must match pattern "^[Hh][Tt][Tt][Pp][Ss]?://"', schema: "^[Hh][Tt][Tt][Pp][Ss]?://", parentSchema: schema38, data: data5 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
            if (!formats0(data5)) {
              const err29 = { instancePath: instancePath + "/group/avatar_url", schemaPath: "group.schema.json#/properties/avatar_url/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"', schema: "uri", parentSchema: schema38, data: data5 };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          }
        }
        if (data1.owner !== void 0) {
          let data6 = data1.owner;
          if (typeof data6 === "string") {
            if (func2(data6) > 128) {
              const err30 = { instancePath: instancePath + "/group/owner", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data6 };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
            if (func2(data6) < 1) {
              const err31 = { instancePath: instancePath + "/group/owner", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data6 };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          } else {
            const err32 = { instancePath: instancePath + "/group/owner", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data6 };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data1.contacts !== void 0) {
          let data7 = data1.contacts;
          if (Array.isArray(data7)) {
            const len0 = data7.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data8 = data7[i0];
              if (typeof data8 === "string") {
                if (func2(data8) > 128) {
                  const err33 = { instancePath: instancePath + "/group/contacts/" + i0, schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
                if (func2(data8) < 1) {
                  const err34 = { instancePath: instancePath + "/group/contacts/" + i0, schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
              } else {
                const err35 = { instancePath: instancePath + "/group/contacts/" + i0, schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data8 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
          } else {
            const err36 = { instancePath: instancePath + "/group/contacts", schemaPath: "#/properties/group/oneOf/1/properties/contacts/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema241.properties.group.oneOf[1].properties.contacts.type, parentSchema: schema241.properties.group.oneOf[1].properties.contacts, data: data7 };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
        if (data1.created_at !== void 0) {
          let data9 = data1.created_at;
          if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9))) {
            const err37 = { instancePath: instancePath + "/group/created_at", schemaPath: "group.schema.json#/properties/created_at/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.type, parentSchema: schema40, data: data9 };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          if (typeof data9 == "number" && isFinite(data9)) {
            if (data9 > 9007199254740991 || isNaN(data9)) {
              const err38 = { instancePath: instancePath + "/group/created_at", schemaPath: "group.schema.json#/properties/created_at/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema40, data: data9 };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
            if (data9 < 0 || isNaN(data9)) {
              const err39 = { instancePath: instancePath + "/group/created_at", schemaPath: "group.schema.json#/properties/created_at/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40, data: data9 };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
        }
        if (data1.archived_at !== void 0) {
          let data10 = data1.archived_at;
          if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)) && isFinite(data10)) && data10 !== null) {
            const err40 = { instancePath: instancePath + "/group/archived_at", schemaPath: "group.schema.json#/properties/archived_at/type", keyword: "type", params: { type: schema39.type }, message: "must be integer,null", schema: schema39.type, parentSchema: schema39, data: data10 };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
          if (typeof data10 == "number" && isFinite(data10)) {
            if (data10 > 9007199254740991 || isNaN(data10)) {
              const err41 = { instancePath: instancePath + "/group/archived_at", schemaPath: "group.schema.json#/properties/archived_at/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema39, data: data10 };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
            if (data10 < 0 || isNaN(data10)) {
              const err42 = { instancePath: instancePath + "/group/archived_at", schemaPath: "group.schema.json#/properties/archived_at/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema39, data: data10 };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          }
        }
      } else {
        const err43 = { instancePath: instancePath + "/group", schemaPath: "#/properties/group/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema241.properties.group.oneOf[1].type, parentSchema: schema241.properties.group.oneOf[1], data: data1 };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
      var _valid0 = _errs9 === errors;
      if (_valid0 && valid2) {
        valid2 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid2 = true;
          passing0 = 1;
        }
      }
      if (!valid2) {
        const err44 = { instancePath: instancePath + "/group", schemaPath: "#/properties/group/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema241.properties.group.oneOf, parentSchema: schema241.properties.group, data: data1 };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.participants !== void 0) {
      let data11 = data.participants;
      if (Array.isArray(data11)) {
        const len1 = data11.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data12 = data11[i1];
          if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
            if (data12.id === void 0) {
              const err45 = { instancePath: instancePath + "/participants/" + i1, schemaPath: "#/properties/participants/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema241.properties.participants.items.required, parentSchema: schema241.properties.participants.items, data: data12 };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
            if (data12.username === void 0) {
              const err46 = { instancePath: instancePath + "/participants/" + i1, schemaPath: "#/properties/participants/items/required", keyword: "required", params: { missingProperty: "username" }, message: "must have required property 'username'", schema: schema241.properties.participants.items.required, parentSchema: schema241.properties.participants.items, data: data12 };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
            for (const key2 in data12) {
              if (!(key2 === "id" || key2 === "username")) {
                const err47 = { instancePath: instancePath + "/participants/" + i1, schemaPath: "#/properties/participants/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema241.properties.participants.items, data: data12 };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
            }
            if (data12.id !== void 0) {
              let data13 = data12.id;
              if (typeof data13 === "string") {
                if (func2(data13) > 128) {
                  const err48 = { instancePath: instancePath + "/participants/" + i1 + "/id", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data13 };
                  if (vErrors === null) {
                    vErrors = [err48];
                  } else {
                    vErrors.push(err48);
                  }
                  errors++;
                }
                if (func2(data13) < 1) {
                  const err49 = { instancePath: instancePath + "/participants/" + i1 + "/id", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data13 };
                  if (vErrors === null) {
                    vErrors = [err49];
                  } else {
                    vErrors.push(err49);
                  }
                  errors++;
                }
              } else {
                const err50 = { instancePath: instancePath + "/participants/" + i1 + "/id", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data13 };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
            if (data12.username !== void 0) {
              let data14 = data12.username;
              if (typeof data14 !== "string" && data14 !== null) {
                const err51 = { instancePath: instancePath + "/participants/" + i1 + "/username", schemaPath: "#/properties/participants/items/properties/username/type", keyword: "type", params: { type: schema241.properties.participants.items.properties.username.type }, message: "must be string,null", schema: schema241.properties.participants.items.properties.username.type, parentSchema: schema241.properties.participants.items.properties.username, data: data14 };
                if (vErrors === null) {
                  vErrors = [err51];
                } else {
                  vErrors.push(err51);
                }
                errors++;
              }
            }
          } else {
            const err52 = { instancePath: instancePath + "/participants/" + i1, schemaPath: "#/properties/participants/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema241.properties.participants.items.type, parentSchema: schema241.properties.participants.items, data: data12 };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
      } else {
        const err53 = { instancePath: instancePath + "/participants", schemaPath: "#/properties/participants/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema241.properties.participants.type, parentSchema: schema241.properties.participants, data: data11 };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
    }
    if (data.messages !== void 0) {
      let data15 = data.messages;
      if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)) && isFinite(data15))) {
        const err54 = { instancePath: instancePath + "/messages", schemaPath: "#/properties/messages/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema241.properties.messages.type, parentSchema: schema241.properties.messages, data: data15 };
        if (vErrors === null) {
          vErrors = [err54];
        } else {
          vErrors.push(err54);
        }
        errors++;
      }
      if (typeof data15 == "number" && isFinite(data15)) {
        if (data15 < 0 || isNaN(data15)) {
          const err55 = { instancePath: instancePath + "/messages", schemaPath: "#/properties/messages/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema241.properties.messages, data: data15 };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
      }
    }
  } else {
    const err56 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema241.type, parentSchema: schema241, data };
    if (vErrors === null) {
      vErrors = [err56];
    } else {
      vErrors.push(err56);
    }
    errors++;
  }
  validate116.errors = vErrors;
  return errors === 0;
}
validate116.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate115(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate115.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" }, message: "must have required property 'data'", schema: schema240.required, parentSchema: schema240, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.next === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "next" }, message: "must have required property 'next'", schema: schema240.required, parentSchema: schema240, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "data" || key0 === "next")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema240, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.data !== void 0) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        if (data0.length > 500) {
          const err3 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/maxItems", keyword: "maxItems", params: { limit: 500 }, message: "must NOT have more than 500 items", schema: 500, parentSchema: schema240.properties.data, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate116(data0[i0], { instancePath: instancePath + "/data/" + i0, parentData: data0, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err4 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema240.properties.data.type, parentSchema: schema240.properties.data, data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.next !== void 0) {
      let data2 = data.next;
      if (typeof data2 !== "string" && data2 !== null) {
        const err5 = { instancePath: instancePath + "/next", schemaPath: "world-contacts.schema.json#/$defs/next/type", keyword: "type", params: { type: schema235.type }, message: "must be string,null", schema: schema235.type, parentSchema: schema235, data: data2 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema240.type, parentSchema: schema240, data };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate115.errors = vErrors;
  return errors === 0;
}
validate115.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var worldMessages = validate119;
var schema257 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "world-messages.schema.json", "title": "WorldMessagePage", "description": "A page of messages as the world keeps them (the fixture's shape, every field present).", "type": "object", "required": ["data", "next"], "additionalProperties": false, "properties": { "data": { "type": "array", "maxItems": 500, "items": { "title": "WorldMessage", "type": "object", "required": ["id", "conversation_id", "contact", "message", "reactions", "attachments", "read_at", "created_at", "updated_at"], "additionalProperties": false, "properties": { "id": { "$ref": "message.schema.json#/properties/id" }, "conversation_id": { "$ref": "message.schema.json#/properties/conversation_id" }, "contact": { "$ref": "common.schema.json#/$defs/id", "description": "Id of the sending contact." }, "message": { "$ref": "message.schema.json#/properties/message" }, "reactions": { "$ref": "message.schema.json#/properties/reactions" }, "attachments": { "type": "array", "items": { "$ref": "attachment.schema.json" } }, "read_at": { "$ref": "message.schema.json#/properties/read_at" }, "created_at": { "$ref": "message.schema.json#/properties/created_at" }, "updated_at": { "$ref": "message.schema.json#/properties/updated_at" } } } }, "next": { "$ref": "world-contacts.schema.json#/$defs/next" } }, "$defs": { "timelineQuery": { "title": "WorldTimelineQuery", "description": "Query of GET /__world/conversations/{id}/messages.", "type": "object", "additionalProperties": false, "properties": { "after": { "type": "string", "minLength": 1, "description": "The `next` of the previous page: the page holds the messages older than that one." }, "limit": { "$ref": "world-contacts.schema.json#/$defs/pageLimit" } } }, "searchQuery": { "title": "WorldSearchQuery", "description": "Query of GET /__world/messages.", "type": "object", "required": ["q"], "additionalProperties": false, "properties": { "q": { "type": "string", "minLength": 1, "maxLength": 200, "description": "Keeps the messages whose id, text or attachment file name contains it, case ignored." }, "conversation_id": { "type": "string", "minLength": 1, "description": "Only the messages of this conversation." }, "after": { "type": "string", "minLength": 1, "description": "The `next` of the previous page: the search goes on after that message." }, "limit": { "type": "integer", "minimum": 1, "maximum": 200, "default": 50, "description": "At most this many matches, 1 to 200." } } } } };
function validate120(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate120.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (Array.isArray(data)) {
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      if (!validate65(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema41.type, parentSchema: schema41, data };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate120.errors = vErrors;
  return errors === 0;
}
validate120.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
function validate119(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate119.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" }, message: "must have required property 'data'", schema: schema257.required, parentSchema: schema257, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.next === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "next" }, message: "must have required property 'next'", schema: schema257.required, parentSchema: schema257, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "data" || key0 === "next")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema257, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.data !== void 0) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        if (data0.length > 500) {
          const err3 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/maxItems", keyword: "maxItems", params: { limit: 500 }, message: "must NOT have more than 500 items", schema: 500, parentSchema: schema257.properties.data, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.id === void 0) {
              const err4 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema257.properties.data.items.required, parentSchema: schema257.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (data1.conversation_id === void 0) {
              const err5 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "conversation_id" }, message: "must have required property 'conversation_id'", schema: schema257.properties.data.items.required, parentSchema: schema257.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data1.contact === void 0) {
              const err6 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "contact" }, message: "must have required property 'contact'", schema: schema257.properties.data.items.required, parentSchema: schema257.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data1.message === void 0) {
              const err7 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'", schema: schema257.properties.data.items.required, parentSchema: schema257.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data1.reactions === void 0) {
              const err8 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "reactions" }, message: "must have required property 'reactions'", schema: schema257.properties.data.items.required, parentSchema: schema257.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (data1.attachments === void 0) {
              const err9 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "attachments" }, message: "must have required property 'attachments'", schema: schema257.properties.data.items.required, parentSchema: schema257.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (data1.read_at === void 0) {
              const err10 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "read_at" }, message: "must have required property 'read_at'", schema: schema257.properties.data.items.required, parentSchema: schema257.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
            if (data1.created_at === void 0) {
              const err11 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "created_at" }, message: "must have required property 'created_at'", schema: schema257.properties.data.items.required, parentSchema: schema257.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            if (data1.updated_at === void 0) {
              const err12 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/required", keyword: "required", params: { missingProperty: "updated_at" }, message: "must have required property 'updated_at'", schema: schema257.properties.data.items.required, parentSchema: schema257.properties.data.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            for (const key1 in data1) {
              if (!func1.call(schema257.properties.data.items.properties, key1)) {
                const err13 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema257.properties.data.items, data: data1 };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data1.id !== void 0) {
              let data2 = data1.id;
              if (typeof data2 === "string") {
                if (func2(data2) > 128) {
                  const err14 = { instancePath: instancePath + "/data/" + i0 + "/id", schemaPath: "message.schema.json#/properties/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data2 };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
                if (func2(data2) < 1) {
                  const err15 = { instancePath: instancePath + "/data/" + i0 + "/id", schemaPath: "message.schema.json#/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data2 };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
              } else {
                const err16 = { instancePath: instancePath + "/data/" + i0 + "/id", schemaPath: "message.schema.json#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data2 };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data1.conversation_id !== void 0) {
              let data3 = data1.conversation_id;
              if (typeof data3 === "string") {
                if (func2(data3) > 128) {
                  const err17 = { instancePath: instancePath + "/data/" + i0 + "/conversation_id", schemaPath: "message.schema.json#/properties/conversation_id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                }
                if (func2(data3) < 1) {
                  const err18 = { instancePath: instancePath + "/data/" + i0 + "/conversation_id", schemaPath: "message.schema.json#/properties/conversation_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              } else {
                const err19 = { instancePath: instancePath + "/data/" + i0 + "/conversation_id", schemaPath: "message.schema.json#/properties/conversation_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data3 };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
            if (data1.contact !== void 0) {
              let data4 = data1.contact;
              if (typeof data4 === "string") {
                if (func2(data4) > 128) {
                  const err20 = { instancePath: instancePath + "/data/" + i0 + "/contact", schemaPath: "common.schema.json#/$defs/id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema34, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
                if (func2(data4) < 1) {
                  const err21 = { instancePath: instancePath + "/data/" + i0 + "/contact", schemaPath: "common.schema.json#/$defs/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              } else {
                const err22 = { instancePath: instancePath + "/data/" + i0 + "/contact", schemaPath: "common.schema.json#/$defs/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data4 };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
            if (data1.message !== void 0) {
              let data5 = data1.message;
              if (typeof data5 === "string") {
                if (func2(data5) > 1e4) {
                  const err23 = { instancePath: instancePath + "/data/" + i0 + "/message", schemaPath: "message.schema.json#/properties/message/maxLength", keyword: "maxLength", params: { limit: 1e4 }, message: "must NOT have more than 10000 characters", schema: 1e4, parentSchema: schema57, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
                if (func2(data5) < 1) {
                  const err24 = { instancePath: instancePath + "/data/" + i0 + "/message", schemaPath: "message.schema.json#/properties/message/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema57, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              } else {
                const err25 = { instancePath: instancePath + "/data/" + i0 + "/message", schemaPath: "message.schema.json#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema57.type, parentSchema: schema57, data: data5 };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
            if (data1.reactions !== void 0) {
              if (!validate120(data1.reactions, { instancePath: instancePath + "/data/" + i0 + "/reactions", parentData: data1, parentDataProperty: "reactions", rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
                errors = vErrors.length;
              }
            }
            if (data1.attachments !== void 0) {
              let data7 = data1.attachments;
              if (Array.isArray(data7)) {
                const len1 = data7.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  if (!validate29(data7[i1], { instancePath: instancePath + "/data/" + i0 + "/attachments/" + i1, parentData: data7, parentDataProperty: i1, rootData, dynamicAnchors })) {
                    vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
                    errors = vErrors.length;
                  }
                }
              } else {
                const err26 = { instancePath: instancePath + "/data/" + i0 + "/attachments", schemaPath: "#/properties/data/items/properties/attachments/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema257.properties.data.items.properties.attachments.type, parentSchema: schema257.properties.data.items.properties.attachments, data: data7 };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
            if (data1.read_at !== void 0) {
              let data9 = data1.read_at;
              if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9)) && data9 !== null) {
                const err27 = { instancePath: instancePath + "/data/" + i0 + "/read_at", schemaPath: "message.schema.json#/properties/read_at/type", keyword: "type", params: { type: schema39.type }, message: "must be integer,null", schema: schema39.type, parentSchema: schema39, data: data9 };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
              if (typeof data9 == "number" && isFinite(data9)) {
                if (data9 > 9007199254740991 || isNaN(data9)) {
                  const err28 = { instancePath: instancePath + "/data/" + i0 + "/read_at", schemaPath: "message.schema.json#/properties/read_at/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema39, data: data9 };
                  if (vErrors === null) {
                    vErrors = [err28];
                  } else {
                    vErrors.push(err28);
                  }
                  errors++;
                }
                if (data9 < 0 || isNaN(data9)) {
                  const err29 = { instancePath: instancePath + "/data/" + i0 + "/read_at", schemaPath: "message.schema.json#/properties/read_at/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema39, data: data9 };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
              }
            }
            if (data1.created_at !== void 0) {
              let data10 = data1.created_at;
              if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)) && isFinite(data10))) {
                const err30 = { instancePath: instancePath + "/data/" + i0 + "/created_at", schemaPath: "message.schema.json#/properties/created_at/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.type, parentSchema: schema40, data: data10 };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
              if (typeof data10 == "number" && isFinite(data10)) {
                if (data10 > 9007199254740991 || isNaN(data10)) {
                  const err31 = { instancePath: instancePath + "/data/" + i0 + "/created_at", schemaPath: "message.schema.json#/properties/created_at/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema40, data: data10 };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
                if (data10 < 0 || isNaN(data10)) {
                  const err32 = { instancePath: instancePath + "/data/" + i0 + "/created_at", schemaPath: "message.schema.json#/properties/created_at/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40, data: data10 };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
              }
            }
            if (data1.updated_at !== void 0) {
              let data11 = data1.updated_at;
              if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11)) && data11 !== null) {
                const err33 = { instancePath: instancePath + "/data/" + i0 + "/updated_at", schemaPath: "message.schema.json#/properties/updated_at/type", keyword: "type", params: { type: schema39.type }, message: "must be integer,null", schema: schema39.type, parentSchema: schema39, data: data11 };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
              if (typeof data11 == "number" && isFinite(data11)) {
                if (data11 > 9007199254740991 || isNaN(data11)) {
                  const err34 = { instancePath: instancePath + "/data/" + i0 + "/updated_at", schemaPath: "message.schema.json#/properties/updated_at/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema39, data: data11 };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
                if (data11 < 0 || isNaN(data11)) {
                  const err35 = { instancePath: instancePath + "/data/" + i0 + "/updated_at", schemaPath: "message.schema.json#/properties/updated_at/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema39, data: data11 };
                  if (vErrors === null) {
                    vErrors = [err35];
                  } else {
                    vErrors.push(err35);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err36 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema257.properties.data.items.type, parentSchema: schema257.properties.data.items, data: data1 };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
      } else {
        const err37 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema257.properties.data.type, parentSchema: schema257.properties.data, data: data0 };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.next !== void 0) {
      let data12 = data.next;
      if (typeof data12 !== "string" && data12 !== null) {
        const err38 = { instancePath: instancePath + "/next", schemaPath: "world-contacts.schema.json#/$defs/next/type", keyword: "type", params: { type: schema235.type }, message: "must be string,null", schema: schema235.type, parentSchema: schema235, data: data12 };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
  } else {
    const err39 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema257.type, parentSchema: schema257, data };
    if (vErrors === null) {
      vErrors = [err39];
    } else {
      vErrors.push(err39);
    }
    errors++;
  }
  validate119.errors = vErrors;
  return errors === 0;
}
validate119.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
export {
  activity,
  activityInput,
  clock,
  clockInput,
  contact,
  coverage,
  coverageQuery,
  createGroup,
  deleted,
  fault,
  faultInput,
  faultList,
  fixture,
  fixtureNames,
  group,
  groupPage,
  health,
  journal,
  journalEntry,
  journalQuery,
  listGroups,
  listMessages,
  loaded,
  message,
  messagePage,
  noParameters,
  pact,
  pactQuery,
  problem,
  reset,
  sendMessage,
  tenantDeleted,
  tenantList,
  updateGroup,
  updateMessage,
  world,
  worldContactQuery,
  worldContacts,
  worldConversationQuery,
  worldConversations,
  worldMessages,
  worldSearchQuery,
  worldTimelineQuery
};
